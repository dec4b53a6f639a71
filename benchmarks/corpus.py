"""Read every file of the DDL corpus (tests/corpus/) and print, per file: its dialect, the CREATE
TABLE statements in it, the tables indexed, those read with warnings (around clauses the parser
rejects), those lost, and the time to read the file and to build its index.

    python benchmarks/corpus.py [--repeat N]

Times are the best of N runs (default 3) on this machine; no number here is a test.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import datasette.plugins  # noqa: E402,F401  (plugins before the package; see tests/test_cli_index.py)

from datasette_dbgraph.sources.ddl import parse_ddl_file  # noqa: E402
from datasette_dbgraph.index.indexer import build_index_file  # noqa: E402
from tests.test_ddl_corpus import CORPUS, DIALECTS  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per file; the best time is printed")
    args = parser.parse_args()
    header = f"{'file':34} {'dialect':8} {'KB':>6} {'CREATE':>6} {'tables':>6} {'warned':>6} {'lost':>4} {'read s':>7} {'index s':>7}"
    print(header)
    print("-" * len(header))
    totals = [0, 0, 0, 0, 0.0, 0.0]
    with tempfile.TemporaryDirectory() as folder:
        for name, dialect in DIALECTS.items():
            path = CORPUS / name
            read_best = build_best = float("inf")
            for _ in range(args.repeat):
                started = time.perf_counter()
                source = parse_ddl_file(path, dialect=dialect)
                read_best = min(read_best, time.perf_counter() - started)
                started = time.perf_counter()
                build_index_file(Path(folder) / "index.db", [source], built_from=name)
                build_best = min(build_best, time.perf_counter() - started)
            tables = sum(1 for t in source.tables if t.kind == "table")
            row = [source.table_statements, tables, len(source.warnings), len(source.lost_tables)]
            print(f"{name:34} {dialect:8} {path.stat().st_size // 1024:>6} {row[0]:>6} {row[1]:>6} {row[2]:>6} "
                  f"{row[3]:>4} {read_best:>7.3f} {build_best:>7.3f}")
            for i, value in enumerate(row + [read_best, build_best]):
                totals[i] += value
    print("-" * len(header))
    print(f"{'total (' + str(len(DIALECTS)) + ' files)':34} {'':8} {'':>6} {totals[0]:>6} {totals[1]:>6} {totals[2]:>6} "
          f"{totals[3]:>4} {totals[4]:>7.3f} {totals[5]:>7.3f}")


if __name__ == "__main__":
    main()
