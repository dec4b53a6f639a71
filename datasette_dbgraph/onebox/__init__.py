"""The one box: a sentence (`q`) read into a reading — entity words, fields, where, spans —
against the candidate tables. It never calls the router (resolver.py); the router calls it.
Pure: no Datasette import (docs/architecture.md)."""
