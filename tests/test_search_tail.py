"""The slow tail bounded (docs/architecture.md, "Speed"): a search whose two best tables are already
too close to call scores at most `rules.MAX_SCORED_UNDECIDED` objects — what is left unscored could
only be listed beside them — while every answer that is given (`resolved`) is the one the full
search gives, and every score shown is exact.

On a generated catalog of 1,000 tables (benchmarks/catalog.py, the one `benchmarks/speed.py` times),
with the cap lowered so that many of its requests reach it.
"""

from __future__ import annotations

import sqlite3

import pytest

from benchmarks.catalog import requests as make_requests
from benchmarks.catalog import write_catalog
from datasette_dbgraph import rules
from datasette_dbgraph.index.indexer import build_index_file
from datasette_dbgraph.resolver import Options, Request, resolve
from datasette_dbgraph.resolving import search
from datasette_dbgraph.sources.ddl import parse_ddl_file

TABLES = 1000
REQUESTS = 200
LOWERED_CAP = 60


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tail")
    info = write_catalog(folder / "catalog.sql", TABLES, seed=1)
    build_index_file(folder / "index.db", [parse_ddl_file(folder / "catalog.sql", dialect="mysql", database="enterprise")])
    conn = sqlite3.connect(folder / "index.db")
    yield conn, make_requests(REQUESTS, 2, info)
    conn.close()


def answers(conn, mix) -> list[tuple[dict, int]]:
    """Each request's answer, and how many objects its searches scored (the most of any one)."""
    out = []
    for item in mix:
        scored = []
        run = search.Search.run

        def counted(self, run=run, scored=scored):
            found = run(self)
            scored.append(len(self.scored))
            return found

        search.Search.run = counted
        try:
            result = resolve(conn, Request(object=item["object"], entity=item["entity"], fields=list(item["fields"]),
                                           where=dict(item["where"])), Options())
        finally:
            search.Search.run = run
        out.append((result, max(scored, default=0)))
    return out


def test_an_undecided_search_stops_at_its_cap_and_answers_the_same(catalog, monkeypatch):
    conn, mix = catalog
    full = answers(conn, mix)
    monkeypatch.setattr(rules, "MAX_SCORED_UNDECIDED", LOWERED_CAP)
    capped = answers(conn, mix)
    reached = 0
    for (whole, whole_scored), (cut, cut_scored) in zip(full, capped):
        assert cut["status"] == whole["status"], (whole["reason"], cut["reason"])
        if whole["status"] == "resolved":
            assert cut == whole  # an answer given is never cut short
            continue
        if whole_scored > cut_scored:
            reached += 1
            # each score shown is the table's own, as the full search gives it
            exact = {c["qualified"]: c["score"] for c in whole["candidates"]}
            assert all(exact.get(c["qualified"], c["score"]) == c["score"] for c in cut["candidates"])
            # the best of the list is the best of the full search
            assert cut["candidates"][0]["score"] == whole["candidates"][0]["score"]
    assert reached >= 5, reached  # the cap was met by several requests, or the test shows nothing
