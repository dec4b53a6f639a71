"""The slow tail of the request mix, request by request: each request of `speed.py`'s mix at N tables
timed several times (its fastest kept, so a busy moment of a shared machine does not make a request
slow), then how many are over 50 and 30 ms, and the slowest listed with their kind.

    python benchmarks/request_tail.py                       # this tree, N = 10,000
    python benchmarks/request_tail.py --tree ../base        # another checkout's resolver, same index
    python benchmarks/request_tail.py --n 1000 --reps 5 --show 20

Uses the catalog and index `speed.py` left in benchmarks/out/ (builds them when missing). Two trees are
compared by running this once for each, one after the other: the index is the same file.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
# Over these a request is the tail issue 24 bounds (docs/speed.md).
SLOW_MS, SLOWISH_MS = 50.0, 30.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--reps", type=int, default=3, help="timings per request; the fastest is kept")
    parser.add_argument("--show", type=int, default=10, help="how many of the slowest to list")
    parser.add_argument("--tree", type=Path, default=HERE.parent, help="the checkout whose resolver is timed")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(args.tree.resolve()))
    from catalog import requests as make_requests
    from catalog import write_catalog

    from datasette_dbgraph.index.indexer import build_index_file
    from datasette_dbgraph.index.store import open_index
    from datasette_dbgraph.resolver import Options, Request, resolve
    from datasette_dbgraph.sources.ddl import parse_ddl_file

    OUT.mkdir(parents=True, exist_ok=True)
    catalog, index = OUT / f"catalog-{args.n}.sql", OUT / f"index-{args.n}.db"
    info = write_catalog(catalog, args.n, seed=1)
    if not index.exists():
        build_index_file(index, [parse_ddl_file(catalog, dialect="mysql", database="enterprise")])
    mix = make_requests(1000 if args.n >= 10_000 else 200, 2, info)
    made = [Request(object=r["object"], entity=r["entity"], fields=list(r["fields"]), where=dict(r["where"])) for r in mix]
    conn = open_index(str(index))
    resolve(conn, made[0], Options())  # the segmenter and glossary load outside the timings
    best = [float("inf")] * len(made)
    for _ in range(args.reps):
        for i, request in enumerate(made):
            start = time.perf_counter()
            resolve(conn, request, Options())
            best[i] = min(best[i], (time.perf_counter() - start) * 1000)
    print(f"{args.tree.resolve()} at N={args.n:,}: {len(made)} requests, fastest of {args.reps} each")
    print(f"median {statistics.median(best):.2f} ms; over {SLOW_MS:.0f} ms: {sum(t > SLOW_MS for t in best)}; "
          f"over {SLOWISH_MS:.0f} ms: {sum(t > SLOWISH_MS for t in best)}; slowest {max(best):.1f} ms")
    for i in sorted(range(len(made)), key=lambda k: -best[k])[: args.show]:
        r = mix[i]
        print(f"  {best[i]:6.1f} ms  [{r['kind']}] entity={r['entity']!r} fields={list(r['fields'])} where={dict(r['where'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
