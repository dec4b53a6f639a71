"""Serving in Datasette: the plugin's state (live and prebuilt indexes, permissions, privacy), the
page and the JSON (views, inputs, links, chips, page actions, labels), the related-tables view and
the jump menu. The only stage that imports Datasette, through compat.py (docs/architecture.md)."""
