"""How long the one-box reader takes to read a sentence.

    python benchmarks/reader_speed.py            # 20 rounds over the sentences of tests/test_reader.py
    python benchmarks/reader_speed.py --rounds 50

What is measured (medians; the machine is shared, so several rounds):
- start-up: importing `datasette_dbgraph.onebox.reader` in a fresh interpreter, and its first sentence
  (which loads the segmenter and the Traditional→Simplified tables, shared with the resolver);
- per sentence, after one warm-up round: `read(q)` with the reader's own cache cleared before
  every round (the word-level caches of `normalize` stay warm, as in a running server), and
  `read(q, known)` with 200 known phrases — the binder's second reading.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

START_UP = (
    "import time; t = time.perf_counter(); import datasette_dbgraph.onebox.reader as r; t1 = time.perf_counter(); "
    "r.read('已發貨的訂單 手机号13800138000 orders over 100'); t2 = time.perf_counter(); "
    "print((t1 - t) * 1000, (t2 - t1) * 1000)"
)
START_UP_RUNS = 5
# Known phrases of a plausible candidate set: labels and column words of a few tables.
KNOWN = frozenset(
    ["已发货", "待付款", "已关闭", "已完成", "订单", "会员", "手机号", "订单状态", "金额", "性别", "女", "男"]
    + [f"词{i}" for i in range(188)]
)


def start_up() -> tuple[float, float]:
    runs = []
    for _ in range(START_UP_RUNS):
        done = subprocess.run([sys.executable, "-c", START_UP], capture_output=True, text=True, check=True, cwd=ROOT)
        runs.append(tuple(float(x) for x in done.stdout.split()))
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def per_sentence(sentences: list[str], rounds: int, known: frozenset[str]) -> list[float]:
    from datasette_dbgraph.onebox import reader

    times: dict[str, list[float]] = {q: [] for q in sentences}
    for round_ in range(rounds + 1):
        reader._read.cache_clear()
        for q in sentences:
            t = time.perf_counter()
            reader.read(q, known)
            if round_:  # round 0 warms the word caches
                times[q].append(time.perf_counter() - t)
    return sorted(statistics.median(v) * 1e6 for v in times.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    import datasette.plugins  # noqa: F401  (plugins before the package, as in the tests)
    from tests.test_reader import CASES

    sentences = [q for q, _ in CASES]
    imported, first = start_up()
    print(f"start-up: import {imported:.1f} ms, first sentence {first:.1f} ms (median of {START_UP_RUNS})")
    for label, known in (("read(q)", frozenset()), ("read(q, 200 known)", KNOWN)):
        us = per_sentence(sentences, args.rounds, known)
        print(f"{label}: {len(sentences)} sentences, median {statistics.median(us):.0f} µs, "
              f"p95 {us[int(len(us) * 0.95)]:.0f} µs, max {us[-1]:.0f} µs (per-sentence medians of {args.rounds})")


if __name__ == "__main__":
    main()
