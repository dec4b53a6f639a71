"""The long fuzz: the properties of tests/test_fuzz.py with 10,000+ examples each, plus the
100,000-statement DDL file of tests/test_hardening.py.

    python benchmarks/fuzz_long.py                         # 10,000 examples each, 100k DDL statements
    python benchmarks/fuzz_long.py --examples 2000 --ddl-statements 0

Phases: the resolver directly on an index of demo.db; `GET /-/dbgraph.json` (and the page, every
example); `POST /-/dbgraph.json`; where values shaped like SQL. Each phase prints how many examples
ran, the statuses seen, and the first failure (Hypothesis' shrunk example) if there is one. Then a
DDL file of N tiny CREATE TABLE statements (every 5,000th broken) is parsed and indexed in a
subprocess: tables, skipped lines, time and peak RSS. Results go to benchmarks/out/fuzz_long.json;
the exit status is 1 when any property failed.
"""

from __future__ import annotations

import argparse
import collections
import json
import platform
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import test_fuzz as F  # noqa: E402  (the strategies and checks, shared with the quick CI version)
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def run_phase(name: str, examples: int, strategy, body) -> dict:
    statuses: collections.Counter = collections.Counter()
    count = 0

    @settings(max_examples=examples, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def phase(value):
        nonlocal count
        count += 1
        statuses[body(value)] += 1

    started = time.perf_counter()
    failure = None
    try:
        phase()
    except Exception as error:  # Hypothesis re-raises the shrunk falsifying example
        failure = "".join(traceback.format_exception(error))[-4000:]
    seconds = time.perf_counter() - started
    out = {"phase": name, "examples": count, "seconds": round(seconds, 1),
           "per_second": round(count / seconds, 1) if seconds else None,
           "statuses": dict(sorted(statuses.items())), "failure": failure}
    print(f"{name}: {count} examples in {seconds:.1f}s ({out['per_second']}/s); statuses {out['statuses']}")
    if failure:
        print(f"  FAILURE in {name}:\n{failure}")
    else:
        print("  no property failed")
    sys.stdout.flush()
    return out


def ddl_phase(statements: int) -> dict:
    from test_hardening import MANY_STATEMENTS_SCRIPT, MEMORY_BOUND_MB

    broken_every = 5000
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        run = subprocess.run([sys.executable, "-c", MANY_STATEMENTS_SCRIPT, str(statements), str(broken_every),
                              str(Path(folder) / "many.db")], capture_output=True, text=True)
        seconds = time.perf_counter() - started
    if run.returncode != 0:
        print(f"ddl: FAILED\n{run.stderr[-3000:]}")
        return {"phase": "ddl", "statements": statements, "failure": run.stderr[-3000:]}
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    expected_skips = [i + 1 for i in range(statements) if i % broken_every == broken_every - 1]
    problems = []
    if figures["skipped"] != expected_skips:
        problems.append(f"skipped lines {figures['skipped'][:10]} != {expected_skips[:10]}")
    if figures["tables"] != statements - len(expected_skips) or figures["objects"] != figures["tables"]:
        problems.append(f"tables {figures['tables']} / objects {figures['objects']}")
    if figures["max_rss_mb"] >= MEMORY_BOUND_MB:
        problems.append(f"peak RSS {figures['max_rss_mb']:.0f} MB >= {MEMORY_BOUND_MB} MB")
    print(f"ddl: {statements} statements → {figures['tables']} tables, {len(figures['skipped'])} skipped "
          f"(lines {figures['skipped'][:3]}…), parse {figures['parse_s']:.1f}s + index {figures['index_s']:.1f}s "
          f"(wall {seconds:.1f}s), peak RSS {figures['max_rss_mb']:.0f} MB; "
          + ("; ".join(problems) if problems else "all as expected"))
    return {"phase": "ddl", "statements": statements, "wall_seconds": round(seconds, 1),
            **{k: v for k, v in figures.items() if k != "skipped"}, "skipped_count": len(figures["skipped"]),
            "failure": "; ".join(problems) or None}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", type=int, default=10_000, help="examples per phase (default 10,000)")
    parser.add_argument("--ddl-statements", type=int, default=100_000, help="0 to skip the DDL phase")
    parser.add_argument("--no-page", action="store_true", help="GET phase: skip the HTML page per example")
    parser.add_argument("--out", default=str(HERE / "out" / "fuzz_long.json"))
    args = parser.parse_args()

    import datasette

    print(f"datasette-dbgraph long fuzz: {args.examples} examples per phase, Datasette {datasette.__version__}, "
          f"Python {platform.python_version()}")
    results = []
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        conn = F.open_demo_index(folder)
        results.append(run_phase("resolver", args.examples,
                                 st.tuples(F.resolver_requests(), st.sampled_from(["en", "zh"])),
                                 lambda value: F.fuzz_resolver(conn, *value)))

        def sql_shaped(value):
            key, text = value
            table = next((t for t, cols in F.COLUMNS.items() if key.casefold() in {c.casefold() for c in cols}), "orders")
            sql_like = f"{text}' OR '1'='1\" --; DROP TABLE {table}; /*"
            result = F.resolve(conn, F.Request(object=table, where={key: sql_like}))
            F.check_resolution(result, {key: sql_like})
            if result["predicate"]:
                assert sql_like not in result["predicate"]["clause"]
            return result["status"]

        results.append(run_phase("resolver-sql-shaped-values", args.examples,
                                 st.tuples(F.where_key, st.one_of(F.any_text, F.spiky_text)), sql_shaped))
        conn.close()
        http = F.Http(folder)
        try:
            results.append(run_phase("http-get" + ("" if args.no_page else "+page"), args.examples, F.query_strings(),
                                     lambda query: F.fuzz_get(http, query, page=not args.no_page)))
            results.append(run_phase("http-post", args.examples, F.json_bodies(), lambda body: F.fuzz_post(http, body)))
        finally:
            http.close()
    if args.ddl_statements:
        results.append(ddl_phase(args.ddl_statements))
    failed = [r["phase"] for r in results if r.get("failure")]
    total = sum(r.get("examples", 0) for r in results)
    print(f"total: {total} fuzz examples; " + (f"FAILED phases: {', '.join(failed)}" if failed else "no failures"))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"datasette": datasette.__version__, "python": platform.python_version(),
                               "examples_per_phase": args.examples, "results": results}, ensure_ascii=False, indent=2))
    print(f"written: {out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
