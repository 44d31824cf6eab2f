"""The browser table: Python that renders engine views into the DOM under PyScript."""
