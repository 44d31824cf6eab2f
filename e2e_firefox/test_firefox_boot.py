"""The first visit in Firefox: a cold boot to the first table, the warm-start snapshot the page then
stores, and a reload that restores it and continues the game (the WebKit suite's test, in Firefox).
The first module to run (the profile is fresh): the tests after it play as a returning player."""
from e2e_webkit.test_webkit_boot import test_cold_boot_to_the_first_table_then_a_reload_continues_from_the_snapshot

__all__ = ["test_cold_boot_to_the_first_table_then_a_reload_continues_from_the_snapshot"]
