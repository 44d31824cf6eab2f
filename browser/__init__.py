"""Driving the built site in a real Chromium (Playwright): the browser's flags, waiting for the page,
following a lesson, reading the stage, remote play between devices, saves of named situations.
Shared by the e2e tests and the tools (benchmarks, screenshots); imports neither of them."""
