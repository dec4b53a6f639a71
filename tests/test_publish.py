"""The README's publish recipe, run exactly as written (issue 13, item 10).

The code block under "Publishing and scaling out" is run by bash in a copy of this repository.
`datasette publish cloudrun` is Datasette's own, unchanged; only Google's `gcloud` — which needs an
account and the network — is a stand-in that answers the project question and, where Cloud Build
would receive the build folder, keeps a copy of it. Then, as Docker would (Docker does not run
here): a fresh virtualenv gets what the generated Dockerfile's `RUN pip install` installs, runs its
`RUN datasette inspect`, and Datasette is started with its `CMD` — on a free loopback port instead
of `0.0.0.0:$PORT` — and asked for the page, a filtered link, and the index database (403).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from servers import run as _run, serve

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Publishing and scaling out"
REPOSITORY_FILES = ["setup.py", "setup.cfg", "README.md", "demo.db"]
GCLOUD = """#!/bin/sh
# Stand-in for Google's gcloud: a project name, success for the registry checks, and a copy of the
# folder `builds submit` would upload.
case "$*" in
  "config get-value project") echo dbgraph-test ;;
  "builds submit"*) cp -R . "$DBGRAPH_BUILD_FOLDER" ;;
esac
exit 0
"""


def readme_recipe() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(SECTION, 1)[1]
    return re.search(r"```\n(.*?)```", section, re.S).group(1)




def _get(url: str):
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_the_readme_publish_recipe_builds_a_container_that_serves_the_search(tmp_path):
    repository = tmp_path / "repository"
    repository.mkdir()
    for name in REPOSITORY_FILES:
        shutil.copy(ROOT / name, repository / name)
    shutil.copytree(ROOT / "datasette_dbgraph", repository / "datasette_dbgraph",
                    ignore=shutil.ignore_patterns("__pycache__"))
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "gcloud").write_text(GCLOUD)
    (tools / "gcloud").chmod(0o755)
    build = tmp_path / "build"
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "DBGRAPH_BUILD_FOLDER": str(build)}
    _run(["bash", "-euo", "pipefail", "-c", readme_recipe()], cwd=repository, env=env)

    dockerfile = (build / "Dockerfile").read_text()
    installs = [line[len("RUN "):] for line in dockerfile.splitlines() if line.startswith("RUN pip install")]
    inspects = [line[len("RUN "):] for line in dockerfile.splitlines() if line.startswith("RUN datasette inspect")]
    (command,) = [line[len("CMD "):] for line in dockerfile.splitlines() if line.startswith("CMD ")]
    variables = dict(re.findall(r"^ENV (\S+) '?(.*?)'?$", dockerfile, re.M))
    assert len(installs) == 1 and "datasette_dbgraph-" in installs[0] and len(inspects) == 1

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    clean["PATH"] = f"{venv / 'bin'}{os.pathsep}{clean['PATH']}"
    _run([str(venv / "bin" / "python"), "-m", *shlex.split(installs[0])], cwd=build, env=clean)
    _run(shlex.split(inspects[0]), cwd=build, env=clean)
    where = _run([str(venv / "bin" / "python"), "-c", "import datasette_dbgraph; print(datasette_dbgraph.__file__)"],
                 cwd=build, env=clean).stdout
    assert where.startswith(str(venv)), where

    assert "--host 0.0.0.0" in command and "$PORT" in command
    command = command.replace("--host 0.0.0.0", "--host 127.0.0.1")
    # Docker runs a string CMD with /bin/sh -c; `exec` so that stopping the shell stops Datasette
    server, base = serve(lambda port: ["/bin/sh", "-c", "exec " + command.replace("$PORT", str(port))], cwd=build,
                         env={**clean, **variables})
    try:
        code, page = _get(base + "/-/dbgraph?" + urllib.parse.urlencode({"entity": "订单"}))
        assert code == 200 and 'data-status="resolved"' in page and "orders" in page
        code, body = _get(base + "/-/dbgraph.json?" + urllib.parse.urlencode(
            {"entity": "会员", "where.mobile": "13800138000"}))
        link = json.loads(body)["links"]["table"]
        path, _, query = link.partition("?")
        code, rows = _get(f"{base}{path}.json?{query}&_shape=array")
        assert code == 200 and json.loads(rows)[0]["nickname"] == "张三"
        for private in ("/dbgraph", "/dbgraph/objects.json", "/dbgraph/columns.json"):
            assert _get(base + private)[0] == 403, private
        assert "dbgraph" not in _get(base + "/.json")[1]
    finally:
        server.terminate()
        server.wait(timeout=30)

