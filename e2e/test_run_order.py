"""The run's order (e2e/conftest.py): the tests that play at the game's normal pace come first, so
their waits overlap the other tests' work."""


def test_the_paced_tests_come_first(request):
    paced = [item.get_closest_marker("paced") is not None for item in request.session.items]
    assert paced == sorted(paced, reverse=True), "a paced test comes after a test that is not"
