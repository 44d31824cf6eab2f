"""The lab: developer tools outside the product (fuzzer, arena, fitting, tuning, diagnostics,
experiments). Nothing under game/ or app/ imports it, and the browser archive leaves it out."""
