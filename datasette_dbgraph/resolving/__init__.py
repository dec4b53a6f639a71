"""Resolving: a request's words against the index — concepts to evidence, weights, the
best-bound-first search, the decision, fields and conditions on the chosen table, reasons, and the
`Resolution` every caller shares. Pure: no Datasette import (docs/architecture.md)."""
