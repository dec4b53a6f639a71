"""Profile the per-request path (resolve on an opened index) with pyinstrument.

    pip install pyinstrument
    python benchmarks/profile_requests.py                    # N = 10,000, 400 requests
    python benchmarks/profile_requests.py --n 1000 --requests 200 --kind ubiquitous
    python benchmarks/profile_requests.py --build            # profile the index build instead

Uses the index `speed.py` left in benchmarks/out/ (builds it when missing) and the same request
mix. The first request (segmenter and glossary loading) is made before profiling starts. Writes
benchmarks/out/profile-*.txt (call tree) and .html, and prints the functions with the most self
time and the most inclusive time, as shares of the profiled total.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))

from catalog import requests as make_requests, write_catalog  # noqa: E402


def aggregate(root) -> tuple[dict, dict, float]:
    """(self time, inclusive time) per (file, function) over the pyinstrument frame tree."""
    self_time: dict[tuple[str, str], float] = {}
    inclusive: dict[tuple[str, str], float] = {}

    def walk(frame, ancestors: frozenset):
        if frame.is_synthetic:
            return
        key = (frame.file_path_short or "?", frame.function or "?")
        children = [c for c in frame.children if not c.is_synthetic_leaf]
        own = frame.time - sum(c.time for c in children)
        self_time[key] = self_time.get(key, 0.0) + own
        if key not in ancestors:  # recursion counted once
            inclusive[key] = inclusive.get(key, 0.0) + frame.time
        for child in children:
            walk(child, ancestors | {key})

    walk(root, frozenset())
    return self_time, inclusive, root.time


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--kind", help="only requests of this kind (entity_cn, ubiquitous, where_only …)")
    parser.add_argument("--interval", type=float, default=0.0002, help="sampling interval in seconds")
    parser.add_argument("--build", action="store_true", help="profile parse_ddl_file + build_index_file instead")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)

    from pyinstrument import Profiler

    from datasette_dbgraph.sources.ddl import parse_ddl_file
    from datasette_dbgraph.index.indexer import build_index_file
    from datasette_dbgraph.resolver import Options, Request, resolve
    from datasette_dbgraph.index.store import open_index

    catalog = OUT / f"catalog-{args.n}.sql"
    info = write_catalog(catalog, args.n, seed=1)
    index = OUT / f"index-{args.n}.db"
    profiler = Profiler(interval=args.interval)
    if args.build:
        name = f"profile-build-{args.n}"
        profiler.start()
        source = parse_ddl_file(catalog, dialect="mysql", database="enterprise")
        build_index_file(OUT / f"index-{args.n}-profile.db", [source])
        profiler.stop()
    else:
        if not index.exists():
            build_index_file(index, [parse_ddl_file(catalog, dialect="mysql", database="enterprise")])
        mix = make_requests(1000, 2, info)
        if args.kind:
            mix = [r for r in mix if r["kind"] == args.kind]
        mix = mix[: args.requests]
        conn = open_index(str(index))
        made = [Request(object=r["object"], entity=r["entity"], fields=list(r["fields"]), where=dict(r["where"]))
                for r in mix]
        resolve(conn, made[0], Options())  # cold start outside the profile
        name = f"profile-requests-{args.n}" + (f"-{args.kind}" if args.kind else "")
        t0 = time.perf_counter()
        profiler.start()
        for request in made:
            resolve(conn, request, Options())
        profiler.stop()
        print(f"{len(made)} requests in {time.perf_counter() - t0:.2f} s under the profiler")
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.txt").write_text(profiler.output_text(unicode=True, show_all=False), encoding="utf-8")
    (OUT / f"{name}.html").write_text(profiler.output_html(), encoding="utf-8")

    self_time, inclusive, total = aggregate(profiler.last_session.root_frame())
    print(f"profiled {total:.2f} s; call tree in {OUT / (name + '.txt')}")
    print(f"\nself time (top {args.top}):")
    for (path, function), t in sorted(self_time.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"  {100 * t / total:5.1f}%  {path}:{function}")
    print(f"\ninclusive time, package code (top {args.top}):")
    own = [(k, v) for k, v in inclusive.items() if "datasette_dbgraph" in k[0]]
    for (path, function), t in sorted(own, key=lambda kv: -kv[1])[: args.top]:
        print(f"  {100 * t / total:5.1f}%  {path}:{function}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
