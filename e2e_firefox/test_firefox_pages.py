"""The blog embed from another site in Firefox (the blog on localhost, the game on 127.0.0.1): the
WebKit suite's test, in Firefox."""
from e2e_webkit.test_webkit_pages import blog, test_the_blog_embed_from_another_site

__all__ = ["blog", "test_the_blog_embed_from_another_site"]
