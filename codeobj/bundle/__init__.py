"""Placeholder package; see docs/architecture.md."""
