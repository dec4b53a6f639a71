"""What the value index costs on a served database with rows (docs/conditions.md#values-from-the-data).

    python benchmarks/values.py                        # 200 tables × 100,000 rows (~1.3 GB, made once)
    python benchmarks/values.py --tables 20 --rows 20000 --trials 2 --requests 20    # a quick look
    nice python benchmarks/values.py --folder /tmp/values-bench                         # elsewhere

The database is made once in `--folder` (default benchmarks/out/values/): each table has a key, a
unique name, a city (12 values), a status (0–4), an amount, a date, a percentage written as text, a
code (500 values) and a note. Then, with the plugin's `value_index` on and off, interleaved trial by
trial, each trial in a fresh process (so nothing is cached in the interpreter, and the builder
process starts afresh):

- **first answer**: Datasette starts, and the first `/-/dbgraph.json` request builds the live index
  (what a person waits for). With values on, a database this big is answered from its schema at
  once; its values are read in the background —
- **values complete**: how long after the first answer the index holds every table's values;
- **index size**: the live index file, without and with values.

Then one process serves both (on and off) and sends the same requests to each, alternating request
by request, each repeated: the per-request medians and their ratio. Also: `datasette dbgraph index`
of the file (the CLI and a prebuilt index read values in the build itself), with and without values.

The machine is shared: ratios of figures measured in the same run are the ones to quote. Results are
printed and written to `<folder>/values.json`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if not __package__:  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(ROOT))

CITIES = ["北京", "上海", "深圳", "广州", "杭州", "成都", "武汉", "南京", "Berlin", "Paris", "London", "Tokyo"]
FIRST_ANSWER_RATIO = 1.3
REQUEST_RATIO = 1.1


def make_database(path: Path, tables: int, rows: int) -> None:
    """The served database (made once; a file of other dimensions is made again)."""
    marker = path.with_suffix(".json")
    wanted = {"tables": tables, "rows": rows}
    if path.exists() and marker.exists() and json.loads(marker.read_text()) == wanted:
        return
    path.unlink(missing_ok=True)
    started = time.perf_counter()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("PRAGMA synchronous = OFF")
    cities = ", ".join(f"({i}, '{c}')" for i, c in enumerate(CITIES))
    conn.execute(f"CREATE TEMP TABLE cities (i INTEGER PRIMARY KEY, name TEXT)")
    conn.execute(f"INSERT INTO cities VALUES {cities}")
    for t in range(tables):
        conn.execute(f"""CREATE TABLE t_{t:03d} ( -- 业务表 {t}
            id INTEGER PRIMARY KEY,
            name TEXT, -- 名称
            city TEXT, -- 城市
            status INTEGER, -- 状态
            amount REAL, -- 金额
            created TEXT, -- 创建日期
            rate TEXT, -- 比例
            code TEXT, -- 编码
            note TEXT -- 备注
        )""")
        conn.execute(f"""INSERT INTO t_{t:03d}
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            SELECT i, 'name-' || i, (SELECT name FROM cities WHERE cities.i = (n.i + {t}) % 12), (i * 7 + {t}) % 5,
                   ((i * 37) % 100000) / 100.0, date('2024-01-01', '+' || (i % 700) || ' days'), (i % 100) || '%',
                   'C' || ((i * 13) % 500), CASE WHEN i % 10 = 0 THEN 'note ' || i ELSE NULL END
            FROM n""", [rows])
    conn.commit()
    conn.close()
    marker.write_text(json.dumps(wanted))
    print(f"made {path} ({path.stat().st_size / 1e9:.2f} GB) in {time.perf_counter() - started:.0f}s", flush=True)


def requests_for(tables: int, count: int) -> list[dict]:
    """Requests that read values (conditions on coded and numeric columns) and some that do not."""
    out = []
    for i in range(count):
        t = (i * 37) % tables
        kind = i % 5
        if kind == 0:
            out.append({"object": f"t_{t:03d}", "where.城市": CITIES[i % 12]})
        elif kind == 1:
            out.append({"object": f"t_{t:03d}", "where.status": str(i % 5)})
        elif kind == 2:
            out.append({"object": f"t_{t:03d}", "where.金额__gt": str(100 * i)})
        elif kind == 3:
            out.append({"entity": f"业务表 {t}", "where.比例": f"{i % 100}%"})
        else:
            out.append({"entity": "业务表"})
    return out


# -- children ----------------------------------------------------------------------------------------
def _datasette(path: str, values: bool):
    from datasette.app import Datasette

    return Datasette([path], metadata={"plugins": {"datasette-dbgraph": {"value_index": values}}})


async def _get(ds, params: dict) -> dict:
    response = await ds.client.get("/-/dbgraph.json?" + urllib.parse.urlencode(params))
    return response.json()


async def _values_complete(ds, timeout: float) -> bool:
    from datasette_dbgraph.serving.state.catalog import state

    deadline = time.monotonic() + timeout
    live = state(ds).live
    while any(part.values_pending for part in live.parts.values()):
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def child_first(path: str, values: bool, timeout: float) -> dict:
    from datasette_dbgraph.serving.state.catalog import state

    ds = _datasette(path, values)
    await ds.invoke_startup()
    started = time.perf_counter()
    while True:  # a build longer than the wait is answered `busy`: ask again, as a person would
        result = await _get(ds, {"entity": "业务表 7"})
        if result["status"] != "busy":
            break
        await asyncio.sleep(0.05)
    first = time.perf_counter() - started
    complete = await _values_complete(ds, timeout)
    done = time.perf_counter() - started
    live = state(ds).live
    size = os.path.getsize(live.current.path)
    state(ds).close()
    return {"first_answer_s": first, "values_complete_s": done if values else None, "complete": complete,
            "index_bytes": size, "status": result["status"]}


async def child_requests(path: str, count: int, reps: int, tables: int, timeout: float) -> dict:
    from datasette_dbgraph.serving.state.catalog import state

    sides = {"on": _datasette(path, True), "off": _datasette(path, False)}
    for ds in sides.values():
        await ds.invoke_startup()
        while (await _get(ds, {"entity": "业务表 1"}))["status"] == "busy":
            await asyncio.sleep(0.1)
    complete = await _values_complete(sides["on"], timeout)
    times: dict[str, list[list[float]]] = {"on": [], "off": []}
    statuses = {"on": {}, "off": {}}
    for index, params in enumerate(requests_for(tables, count)):
        per = {"on": [], "off": []}
        for rep in range(reps):
            for side in (("on", "off") if (index + rep) % 2 == 0 else ("off", "on")):
                started = time.perf_counter()
                result = await _get(sides[side], params)
                per[side].append(time.perf_counter() - started)
                statuses[side][result["status"]] = statuses[side].get(result["status"], 0) + 1
        for side in per:
            times[side].append(per[side])
    for ds in sides.values():
        state(ds).close()
    medians = {side: [statistics.median(t) for t in runs] for side, runs in times.items()}
    return {"complete": complete, "median_ms": {s: statistics.median(m) * 1000 for s, m in medians.items()},
            "p95_ms": {s: sorted(m)[int(0.95 * (len(m) - 1))] * 1000 for s, m in medians.items()},
            "ratio_of_medians": statistics.median(medians["on"]) / statistics.median(medians["off"]),
            "median_of_ratios": statistics.median(a / b for a, b in zip(medians["on"], medians["off"])),
            "statuses": statuses}


def child_cli(path: str, output: str, values: bool) -> dict:
    from datasette_dbgraph.index.indexer import build_index_file
    from datasette_dbgraph.sources.sqlite_source import read_sqlite_file
    from datasette_dbgraph.sources.values import ValueBounds

    started = time.perf_counter()
    report = build_index_file(output, [read_sqlite_file(path, values=ValueBounds() if values else None)])
    return {"seconds": time.perf_counter() - started, "index_bytes": os.path.getsize(output),
            "values": report.values, "value_tables": report.value_tables}


def run_child(*args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"child {args[0]} failed:\n{proc.stderr[-4000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# -- the run -------------------------------------------------------------------------------------------
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folder", default=str(HERE / "out" / "values"))
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--trials", type=int, default=3, help="first-answer trials per side (default 3)")
    parser.add_argument("--requests", type=int, default=100, help="requests per side (default 100)")
    parser.add_argument("--reps", type=int, default=5, help="repetitions of each request (default 5)")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds to wait for the values")
    parser.add_argument("--no-cli", action="store_true", help="skip the `datasette dbgraph index` build")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        kind, *rest = args.child
        if kind == "first":
            result = asyncio.run(child_first(rest[0], rest[1] == "on", float(rest[2])))
        elif kind == "requests":
            result = asyncio.run(child_requests(rest[0], int(rest[1]), int(rest[2]), int(rest[3]), float(rest[4])))
        else:
            result = child_cli(rest[0], rest[1], rest[2] == "on")
        print(json.dumps(result))
        return 0
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"served-{args.tables}x{args.rows}.db"
    make_database(path, args.tables, args.rows)
    first: dict[str, list[dict]] = {"on": [], "off": []}
    for trial in range(args.trials):
        for side in (("off", "on") if trial % 2 == 0 else ("on", "off")):
            result = run_child("first", str(path), side, str(args.timeout))
            first[side].append(result)
            print(f"first answer, values {side}: {result['first_answer_s']:.2f}s"
                  + (f", values complete after {result['values_complete_s']:.1f}s" if side == "on" else ""),
                  flush=True)
    requests = run_child("requests", str(path), str(args.requests), str(args.reps), str(args.tables),
                         str(args.timeout))
    cli = {}
    if not args.no_cli:
        for side in ("off", "on"):
            cli[side] = run_child("cli", str(path), str(folder / f"cli-{side}.db"), side)
    on = statistics.median(r["first_answer_s"] for r in first["on"])
    off = statistics.median(r["first_answer_s"] for r in first["off"])
    summary = {
        "database": {"tables": args.tables, "rows": args.rows, "bytes": path.stat().st_size},
        "first_answer_s": {"on": on, "off": off, "ratio": on / off, "target": FIRST_ANSWER_RATIO},
        "values_complete_s": statistics.median(r["values_complete_s"] for r in first["on"]),
        "values_all_complete": all(r["complete"] for r in first["on"]),
        "index_bytes": {"on": first["on"][-1]["index_bytes"], "off": first["off"][-1]["index_bytes"]},
        "requests": {**requests, "target": REQUEST_RATIO, "count": args.requests, "reps": args.reps},
        "cli": cli,
        "trials": first,
    }
    (folder / "values.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False))
    print()
    print(f"database: {args.tables} tables × {args.rows:,} rows, {path.stat().st_size / 1e9:.2f} GB")
    print(f"first answer (median of {args.trials}): values on {on:.2f}s, off {off:.2f}s, ratio {on / off:.2f} "
          f"(target ≤ {FIRST_ANSWER_RATIO})")
    print(f"values complete (background): {summary['values_complete_s']:.1f}s after start")
    print(f"live index size: on {summary['index_bytes']['on'] / 1e6:.1f} MB, off {summary['index_bytes']['off'] / 1e6:.1f} MB")
    print(f"per request (median over {args.requests} requests of each one's median of {args.reps}): "
          f"on {requests['median_ms']['on']:.2f} ms, off {requests['median_ms']['off']:.2f} ms, ratio of medians "
          f"{requests['ratio_of_medians']:.3f}, median of ratios {requests['median_of_ratios']:.3f} "
          f"(target ≤ {REQUEST_RATIO})")
    for side, result in cli.items():
        print(f"datasette dbgraph index, values {side}: {result['seconds']:.1f}s, {result['index_bytes'] / 1e6:.1f} MB, "
              f"{result['values']:,} values of {result['value_tables']} tables")
    return 0


if __name__ == "__main__":
    sys.exit(main())
