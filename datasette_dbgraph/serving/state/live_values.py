"""The live index's values (docs/conditions.md#values-from-the-data): a database too big to read in
the same build as its schema is answered from its schema at once, and its values are read in the
background by the builder, a few tables per job, then swapped in. A mixin of `live.LiveIndex`."""

from __future__ import annotations

import asyncio
import sys

from ...index import builder
from ...index.handle import file_identity
from ...index.value_index import discard


def _log(message: str) -> None:
    print(f"datasette-dbgraph: {message}", file=sys.stderr, flush=True)


class LiveValues:
    """Reading values in the background; expects `LiveIndex`'s attributes (`parts`, `values`, …)."""

    def _start_values(self) -> None:
        """Read, in the background, the values of the databases indexed without them."""
        if self.values is None or not any(part.values_pending for part in self.parts.values()):
            return
        task = self._values_task
        if task is None or task.done() or task.get_loop() is not asyncio.get_running_loop():
            self._values_task = asyncio.ensure_future(self._fill_values())
            self._values_task.add_done_callback(lambda task: task.cancelled() or task.exception())

    async def _fill_values(self) -> None:
        """One database at a time: its values added to a copy of its part by the builder, a few
        tables per job; then the index is swapped for one with them — unless the database was
        indexed again meanwhile (its new part has its own turn)."""
        while True:
            name, part = next(((n, p) for n, p in self.parts.items() if p.values_pending), (None, None))
            if part is None:
                return
            db = self.datasette.databases.get(name)
            path = None if db is None or getattr(db, "is_memory", False) else getattr(db, "path", None)
            output = self._next_path("part")
            start: int | None = 0
            try:
                while start is not None and path and self.parts.get(name) is part:
                    start = await builder.run("fill_values", part.path, output, path, db.is_mutable is False,
                                              self.values, start)
            except Exception as error:  # the database stays answered from its schema alone
                _log(f"the values of database “{name}” could not be read ({error})")
                start = 0
            if start is not None:
                discard(output)
                part.values_pending = False
                continue
            async with self._lock():
                if self.parts.get(name) is not part:
                    discard(output)
                    continue
                filled = type(part)(part.version, output, file_identity(output), part.tables)
                await self._swap({**self.parts, name: filled}, [], [], sync=False)

