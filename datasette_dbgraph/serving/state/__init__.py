"""The plugin's state inside one running Datasette: the index it answers from (live or prebuilt),
who may see what (permissions, privacy), and how searches run (their time limit and turns, worker
processes). The page and the JSON (serving/) read it; it imports nothing of them
(docs/architecture.md)."""
