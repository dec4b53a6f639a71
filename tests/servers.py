"""Real processes for the tests that need them: a command that must succeed, and a Datasette
server on a free loopback port that must come up."""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.request
from typing import Callable

# How long a Datasette process may take to answer its first request.
START_SECONDS = 90


def run(args, **kwargs) -> subprocess.CompletedProcess:
    """Run a command that must succeed; its output is in the failure message if it does not."""
    result = subprocess.run(args, capture_output=True, text=True, **kwargs)
    assert result.returncode == 0, f"{args}\n{result.stdout}\n{result.stderr}"
    return result


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(command: Callable[[int], list[str]], **popen) -> tuple[subprocess.Popen, str]:
    """Start `command(port)` on a free port and wait until Datasette answers there; returns the
    process and its base URL. The process's output is in the failure message if it never does."""
    port = free_port()
    process = subprocess.Popen(command(port), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **popen)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + START_SECONDS
    while True:
        try:
            urllib.request.urlopen(base + "/-/versions.json", timeout=2).read()
            return process, base
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError("datasette did not start: " + process.stdout.read().decode(errors="replace"))
            time.sleep(0.2)
