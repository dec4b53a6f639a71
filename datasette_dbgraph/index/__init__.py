"""The index: records written into one SQLite file (objects, columns, foreign keys, weighted terms,
full text) and read back — the writer, the store (the only SQL reader), merging, temporary files,
bindings checked against it. Pure: no Datasette import (docs/architecture.md)."""
