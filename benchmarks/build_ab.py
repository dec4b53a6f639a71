"""The index build of this tree against another checkout's, alternating in fresh processes: the
figure to quote when a change is meant to make the build faster (docs/speed.md).

    nice python benchmarks/build_ab.py ../base               # 10,000 tables, 4 builds each
    nice python benchmarks/build_ab.py ../base --size 1000 --reps 6

Each build is `speed.py`'s build child (parse the catalog, write the index) with PYTHONPATH set to
its tree; which tree goes first alternates. Printed: every build's CPU seconds (total, parse,
index) and wall seconds, the medians, and this tree's CPU time over the other's, build by build.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import speed  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("baseline", type=Path, help="another checkout of this repository")
    parser.add_argument("--size", type=int, default=10_000, help="catalog tables (default 10,000)")
    parser.add_argument("--reps", type=int, default=4, help="builds per tree (default 4)")
    args = parser.parse_args(argv)
    catalog, _ = speed.catalog_for(args.size)
    trees = {"this": speed.ROOT, "other": args.baseline.resolve()}
    runs: dict[str, list[dict]] = {name: [] for name in trees}
    for rep in range(args.reps):
        for name in (list(trees) if rep % 2 == 0 else list(trees)[::-1]):
            data = speed.run_child("build", str(catalog), str(speed.OUT / f"build-ab-{name}.db"), tree=trees[name])
            runs[name].append(data)
            print(f"{name:<5} cpu {data['total_cpu_s']:6.2f} s (parse {data['parse_cpu_s']:.2f} + index "
                  f"{data['index_cpu_s']:.2f}), wall {data['total_s']:6.2f} s, peak RSS {data['rss_peak_mb']:.0f} MB",
                  flush=True)
    for name, items in runs.items():
        print(f"{name:<5} median cpu {statistics.median(d['total_cpu_s'] for d in items):.2f} s, "
              f"wall {statistics.median(d['total_s'] for d in items):.2f} s")
    ratios = [a["total_cpu_s"] / b["total_cpu_s"] for a, b in zip(runs["this"], runs["other"])]
    print("this / other, cpu, build by build: " + ", ".join(f"{r:.3f}" for r in ratios)
          + f" (median {statistics.median(ratios):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
