"""Which objects of the index an actor may see, asked of Datasette once and reused briefly.

A burst of keystroke-sized requests from one actor costs one permission pass: the answer is kept
`PERMISSION_CACHE_SECONDS` from the moment it was *finished* (a pass that takes longer than that
still gets reused), and concurrent requests of the same actor wait for the same pass instead of
starting their own. The pass itself costs what Datasette's rules cost (see `compat.visible_tables`).
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Mapping

from ... import compat
from ...index.handle import Handle

# How long one actor's permissions are reused: a rule change shows within this many seconds.
PERMISSION_CACHE_SECONDS = 5.0
# Distinct (actor, index) answers kept; beyond, the oldest half is dropped.
PERMISSION_CACHE_SIZE = 256
# A table the served database no longer has is checked on its own (see `missing`); beyond this
# many, the rest take their database's answer.
MISSING_CHECKED = 100


@dataclass(frozen=True)
class ActorScope:
    """`allowed`: visible object ids, or None when everything is; `counts`: visible objects per
    database (when not everything is visible)."""

    allowed: frozenset[int] | None
    counts: Mapping[str, int]


def actor_key(actor: Any) -> str:
    return json.dumps(actor, sort_keys=True, default=str)


class Permissions:
    def __init__(self, datasette):
        self.datasette = datasette
        self._entries: dict[tuple, tuple[float, Any]] = {}
        self._pending: dict[tuple, asyncio.Future] = {}

    async def _cached(self, key: tuple, compute: Callable[[], Awaitable[Any]]) -> Any:
        entry = self._entries.get(key)
        if entry is not None and time.monotonic() - entry[0] < PERMISSION_CACHE_SECONDS:
            return entry[1]
        pending = self._pending.get(key)
        if pending is None or pending.get_loop() is not asyncio.get_running_loop():
            pending = asyncio.ensure_future(compute())
            self._pending[key] = pending

            def done(future: asyncio.Future, key=key) -> None:
                if self._pending.get(key) is future:
                    del self._pending[key]
                if not future.cancelled() and future.exception() is None:
                    if len(self._entries) >= PERMISSION_CACHE_SIZE:
                        for old in sorted(self._entries, key=lambda k: self._entries[k][0])[: PERMISSION_CACHE_SIZE // 2]:
                            self._entries.pop(old, None)
                    self._entries[key] = (time.monotonic(), future.result())

            pending.add_done_callback(done)
        return await asyncio.shield(pending)

    async def can_view_instance(self, actor: Any) -> bool:
        return await self._cached(("instance", actor_key(actor)),
                                  lambda: compat.can_view_instance(self.datasette, actor))

    async def scope(self, handle: Handle, actor: Any, missing: Mapping[int, tuple[str, str]] | None = None) -> ActorScope:
        """The actor's scope over `handle`. `missing` lists objects of served databases that the
        database no longer has (a prebuilt index out of date): Datasette is asked about each, so that
        an answer naming one can say the index is out of date — to those who could see it."""
        missing = missing or {}
        key = ("scope", handle.key, frozenset(missing), actor_key(actor))
        return await self._cached(key, lambda: self._compute(handle, actor, missing))

    async def _compute(self, handle: Handle, actor: Any, missing: Mapping[int, tuple[str, str]]) -> ActorScope:
        datasette = self.datasette
        served = [(db, name) for oid, db, _, name in handle.refs if db in handle.served and oid not in missing]
        visible = await compat.visible_tables(datasette, actor, served)
        missing_ok: set[int] = set()
        for number, (oid, (db, name)) in enumerate(sorted(missing.items())):
            if number < MISSING_CHECKED:
                ok = await compat.can_view_table(datasette, actor, db, name)
            else:
                ok = await compat.can_view_database(datasette, actor, db)
            if ok:
                missing_ok.add(oid)
        unserved_ok = True
        if any(db not in handle.served for _, db, _, _ in handle.refs):
            # Objects Datasette does not serve (an index built from DDL files) are as visible as
            # the index itself would be if it were not private: the actor must see the instance.
            unserved_ok = await self.can_view_instance(actor)
        if visible is None and unserved_ok and len(missing_ok) == len(missing):
            return ActorScope(None, {})
        ids = set()
        counts: dict[str, int] = {}
        for oid, db, _, name in handle.refs:
            if oid in missing:
                ok = oid in missing_ok
            elif db in handle.served:
                ok = visible is None or (db, name) in visible
            else:
                ok = unserved_ok
            if ok:
                ids.add(oid)
                counts[db] = counts.get(db, 0) + 1
        return ActorScope(frozenset(ids), counts)
