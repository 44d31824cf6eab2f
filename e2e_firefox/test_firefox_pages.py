"""The page's other ways in, in Firefox (the WebKit suite's tests): invitation and answer codes
(CompressionStream), a lesson's first steps, and the blog embed from another site (the blog on
localhost, the game on 127.0.0.1)."""
from e2e_webkit.test_webkit_pages import (
    blog,
    test_a_lessons_first_steps,
    test_invitation_and_answer_codes_round_trip,
    test_the_blog_embed_from_another_site,
)

__all__ = ["blog", "test_a_lessons_first_steps", "test_invitation_and_answer_codes_round_trip",
           "test_the_blog_embed_from_another_site"]
