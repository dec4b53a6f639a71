""""Not now, try again shortly": the index is being (re)built, or Datasette is too busy to answer a
permission question in time. Neither says anything about the data or about the index's health, so
the answer is HTTP 503 with `Retry-After` and the status `busy` — never `index_incomplete`, which
asks the operator to rebuild (see the status table in the README, "What you get")."""

from __future__ import annotations

import math

# Bounds of the Retry-After a client is given, in seconds.
MIN_RETRY_AFTER = 1
MAX_RETRY_AFTER = 60


class Busy(Exception):
    """Raised where an answer cannot be given yet; `retry_after` is in whole seconds."""

    def __init__(self, message: str, retry_after: float = MIN_RETRY_AFTER, said: dict | None = None):
        """`said`: the message in each language a page speaks ({lang: text}), when it has words."""
        super().__init__(message)
        self.retry_after = int(min(MAX_RETRY_AFTER, max(MIN_RETRY_AFTER, math.ceil(retry_after))))
        self.said = said or {}
