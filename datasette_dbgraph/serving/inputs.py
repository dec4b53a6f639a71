"""Turning a query string or a JSON body into a resolver Request — or a clear `invalid_input`.

Every limit is a named constant and every refusal says which limit or which key was wrong. Values
are never interpreted here beyond their type: they end up as bound parameters, nothing else.
"""

from __future__ import annotations

import json
import re
import unicodedata
import urllib.parse
from dataclasses import dataclass
from typing import Any, Mapping

from ..resolving.filters import BY_KEY, ConditionError, list_values, split_key
from ..resolving.lookup import Request

MAX_ENTITY_LENGTH = 200
# One box: a sentence someone types, not a document; long enough for several conditions.
MAX_Q_LENGTH = 200
MAX_OBJECT_LENGTH = 300
MAX_DATABASE_LENGTH = 200
MAX_FIELDS = 20
MAX_FIELD_LENGTH = 100
MAX_WHERE_PAIRS = 10
MAX_WHERE_KEY_LENGTH = 200
MAX_WHERE_VALUE_LENGTH = 1000
# Elements of one `__in` / `__notin` list (each also within MAX_WHERE_VALUE_LENGTH).
MAX_WHERE_LIST_ITEMS = 100
MAX_BODY_BYTES = 16 * 1024
MAX_QUERY_STRING_BYTES = 16 * 1024
MAX_LANG_LENGTH = 35

# Parameters of the page and the JSON endpoint; `_…` ones steer the page, not the search.
TEXT_PARAMETERS = ("q", "entity", "object", "database")
SWITCHES = ("_lang", "_go", "_json")
JSON_KEYS = {"q", "entity", "object", "database", "fields", "where", "lang", "_lang"}
_FIELD_SPLIT_RE = re.compile(r"[,，、]")


class InvalidInput(ValueError):
    """A request the resolver must not see; the message says what to fix."""


@dataclass
class Parsed:
    request: Request
    lang: str | None = None
    go: bool = False


def _check_text(value: str, what: str, limit: int) -> str:
    if "\x00" in value:
        raise InvalidInput(f"{what} contains a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInput(f"{what} is not valid Unicode text (it contains a lone surrogate)") from None
    if len(value) > limit:
        raise InvalidInput(f"{what} is {len(value)} characters long; the limit is {limit}")
    return value


def check_q(value: str) -> str | None:
    """The one-box sentence: text of at most MAX_Q_LENGTH characters without control characters
    (a tab or a line break is a space); blank is no sentence at all."""
    value = _check_text(value, "q", MAX_Q_LENGTH)
    for ch in value:
        if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r":
            raise InvalidInput(f"q contains a control character (U+{ord(ch):04X}); type words, numbers and signs only")
    return " ".join(value.split()) or None


def _fields(values: list[Any], source: str) -> list[str]:
    fields: list[str] = []
    for value in values:
        if not isinstance(value, str):
            raise InvalidInput(f"fields must be a list of words ({source}), not {type(value).__name__}")
        for part in _FIELD_SPLIT_RE.split(value):
            part = part.strip()
            if part:
                fields.append(_check_text(part, "a field", MAX_FIELD_LENGTH))
    if len(fields) > MAX_FIELDS:
        raise InvalidInput(f"{len(fields)} fields requested; the limit is {MAX_FIELDS}")
    return fields


def _scalar(value: Any, what: str) -> Any:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise InvalidInput(f"{what} must be a finite number")
        return value
    if isinstance(value, str):
        return _check_text(value, what, MAX_WHERE_VALUE_LENGTH)
    kind = type(value).__name__ if value is not None else "null"
    raise InvalidInput(f"{what} must be a string or a number, not {kind}")


def _where_value(key: str, value: Any) -> Any:
    """A condition's value, checked for its operator: ignored (None) by `__isnull` and its kin; a
    list for `__in`/`__notin` (`a,b`, a JSON list as text, or a list), each element checked."""
    op = BY_KEY[split_key(key)[1]]
    if op.no_argument:
        return None
    if op.many:
        if not isinstance(value, (list, tuple)):
            value = _scalar(value, f"the value of where.{key}")
        try:
            items = list_values(value)
        except ConditionError as error:
            raise InvalidInput(f"where.{key}: {error}") from None
        if len(items) > MAX_WHERE_LIST_ITEMS:
            raise InvalidInput(f"where.{key} lists {len(items)} values; the limit is {MAX_WHERE_LIST_ITEMS}")
        return [_scalar(item, f"a value of where.{key}") for item in items]
    if isinstance(value, (list, tuple)):
        raise InvalidInput(f"where.{key} is given a list: only where.<column>__in and __notin take several values")
    return _scalar(value, f"the value of where.{key}")


def _where(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if len(pairs) > MAX_WHERE_PAIRS:
        raise InvalidInput(f"{len(pairs)} where conditions; the limit is {MAX_WHERE_PAIRS}")
    where: dict[str, Any] = {}
    seen: dict[tuple[str, str], str] = {}
    for key, value in pairs:
        if not isinstance(key, str):
            raise InvalidInput("where keys must be column names or business words")
        # A key is a column name or words as written: spaces are part of it (a column may be named
        # " code "), only an all-blank key is no name at all.
        key = _check_text(key, "a where key", MAX_WHERE_KEY_LENGTH)
        words, op = split_key(key)
        if not words.strip():
            raise InvalidInput("a where condition needs a column name or words: where.<column or words>=<value>")
        folded = (words.casefold(), op)
        if folded in seen:
            same = "is given more than once" if seen[folded] == key else \
                f"and where.{seen[folded]} are the same condition (keys are compared without case)"
            raise InvalidInput(f"where.{key} {same}")
        seen[folded] = key
        where[key] = _where_value(key, value)
    return where


def _decode_query_string(raw: str | bytes) -> list[tuple[str, str]]:
    """Split a query string strictly: percent-escapes must decode to UTF-8 text."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("ascii")
        except UnicodeDecodeError:
            raise InvalidInput("the query string is not URL-encoded") from None
    if len(raw) > MAX_QUERY_STRING_BYTES:
        raise InvalidInput(f"the query string is {len(raw)} bytes; the limit is {MAX_QUERY_STRING_BYTES}")
    pairs = []
    for piece in raw.split("&"):
        if not piece:
            continue
        key, _, value = piece.partition("=")
        try:
            key = urllib.parse.unquote_to_bytes(key.replace("+", " ")).decode("utf-8")
            value = urllib.parse.unquote_to_bytes(value.replace("+", " ")).decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidInput("the query string has a percent-escape that is not UTF-8 text") from None
        pairs.append((key, value))
    return pairs


def parse_query_string(raw: str | bytes) -> Parsed:
    """GET parameters: q, entity, object, database, fields (comma-separated, repeatable),
    where.<column or words>[__<filter>]=<value> (repeatable), _lang, _go."""
    pairs = _decode_query_string(raw)
    single: dict[str, str] = {}
    fields: list[str] = []
    where_pairs: list[tuple[str, str]] = []
    unknown = []
    for key, value in pairs:
        if key in TEXT_PARAMETERS or key in SWITCHES:
            if key in single and single[key] != value:
                raise InvalidInput(f"{key} is given more than once")
            single[key] = value
        elif key == "fields":
            fields.append(value)
        elif key.startswith("where."):
            where_pairs.append((key[len("where."):], value))
        elif key.startswith("_"):
            continue  # other `_` switches belong to Datasette or the browser
        else:
            unknown.append(key)
    if unknown:
        raise InvalidInput(
            f"unknown parameter {', '.join(sorted(set(unknown)))[:200]}; use q, entity, object, database, fields, "
            "where.<column or words>, _lang"
        )
    def text(key: str, limit: int) -> str | None:
        return _check_text(single[key], key, limit).strip() or None if key in single else None

    request = Request(
        q=check_q(single["q"]) if "q" in single else None,
        entity=text("entity", MAX_ENTITY_LENGTH),
        object=text("object", MAX_OBJECT_LENGTH),
        database=text("database", MAX_DATABASE_LENGTH),
        fields=_fields(fields, "query string"),
        where=_where(where_pairs),
    )
    lang = _check_text(single.get("_lang", ""), "_lang", MAX_LANG_LENGTH) or None
    return Parsed(request, lang=lang, go=single.get("_go", "") not in ("", "0", "false"))


async def read_body(receive, headers: Mapping[str, str], limit: int = MAX_BODY_BYTES) -> bytes:
    """A request body read from the ASGI `receive` channel one message at a time, never past `limit`:
    a body declared (Content-Length) or streamed beyond it is refused (InvalidInput) as soon as that
    is known, without reading the rest — Datasette 0.65's `post_body()` would read all of it into
    memory first (docs/http.md, "The JSON body")."""
    declared = (headers.get("content-length") or "").strip()
    if declared.isdigit() and int(declared) > limit:
        raise InvalidInput(f"the request body is {int(declared)} bytes; the limit is {limit}")
    body = bytearray()
    while True:
        message = await receive()
        if message.get("type") != "http.request":
            break  # the client went away: what arrived is all there is
        body += message.get("body", b"")
        if len(body) > limit:
            raise InvalidInput(f"the request body is more than {limit} bytes; the limit is {limit}")
        if not message.get("more_body"):
            break
    return bytes(body)


def parse_json_body(body: bytes) -> Parsed:
    """A POST body: {"q": str, "entity": str, "object": str, "database": str, "fields": [str] | str,
    "where": {column or words: value (a list for __in/__notin)}, "lang": "zh" | "en"}."""
    if len(body) > MAX_BODY_BYTES:
        raise InvalidInput(f"the request body is {len(body)} bytes; the limit is {MAX_BODY_BYTES}")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("the request body is not UTF-8") from None
    if not text.strip():
        raise InvalidInput("the request body is empty; send a JSON object such as {\"entity\": \"订单\"}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise InvalidInput(f"the request body is not valid JSON ({str(error)[:120]})") from None
    return parse_mapping(data)


def parse_mapping(data: Any) -> Parsed:
    """A request given as a mapping (JSON body, a line of a --requests file)."""
    if not isinstance(data, Mapping):
        raise InvalidInput(f"the request must be a JSON object, not {type(data).__name__}")
    unknown = sorted(str(k) for k in data if k not in JSON_KEYS)
    if unknown:
        raise InvalidInput(f"unknown key {', '.join(unknown)[:200]}; use q, entity, object, database, fields, where, "
                           "lang")
    q = data.get("q")
    if q is not None and not isinstance(q, str):
        raise InvalidInput(f"q must be a string, not {type(q).__name__}")
    texts: dict[str, str | None] = {}
    for key, limit in (("entity", MAX_ENTITY_LENGTH), ("object", MAX_OBJECT_LENGTH), ("database", MAX_DATABASE_LENGTH)):
        value = data.get(key)
        if value is None:
            texts[key] = None
        elif isinstance(value, str):
            texts[key] = _check_text(value, key, limit).strip() or None
        else:
            raise InvalidInput(f"{key} must be a string, not {type(value).__name__}")
    fields_value = data.get("fields")
    if fields_value is None:
        fields = []
    elif isinstance(fields_value, str):
        fields = _fields([fields_value], "JSON")
    elif isinstance(fields_value, list):
        if len(fields_value) > MAX_FIELDS:
            raise InvalidInput(f"{len(fields_value)} fields requested; the limit is {MAX_FIELDS}")
        fields = _fields(fields_value, "JSON")
    else:
        raise InvalidInput(f"fields must be a list of words, not {type(fields_value).__name__}")
    where_value = data.get("where")
    if where_value is None:
        where = {}
    elif isinstance(where_value, Mapping):
        if len(where_value) > MAX_WHERE_PAIRS:
            raise InvalidInput(f"{len(where_value)} where conditions; the limit is {MAX_WHERE_PAIRS}")
        where = _where(list(where_value.items()))
    else:
        raise InvalidInput("where must be an object mapping columns or words to values, "
                           f"not {type(where_value).__name__}")
    lang = data.get("lang", data.get("_lang"))
    if lang is not None and not isinstance(lang, str):
        raise InvalidInput("lang must be \"zh\" or \"en\"")
    return Parsed(Request(entity=texts["entity"], object=texts["object"], database=texts["database"],
                          fields=fields, where=where, q=None if q is None else check_q(q)), lang=lang and _check_text(lang, "lang", MAX_LANG_LENGTH))
