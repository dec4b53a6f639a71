"""English words of an identifier: where one word ends and the next starts (`_`, camelCase humps,
acronym tails, letters and digits), and the plural folding (`orders` → `order`) that index and
request alike apply to them (normalize.identifier_tokens puts them together with Chinese runs)."""

from __future__ import annotations

# English plural folding. `inflection.singularize` was tried and rejected: it folds acronyms and
# Latin-looking tokens that schemas are full of (`sms`→`sm`, `sys`→`sy`, `canvas`→`canva`,
# `data`→`datum`, `goods`→`good`), which would make unrelated identifiers collide. These rules are
# deliberately narrow: a token must be long enough to be a word and end in a regular plural.
_PLURAL_MIN_LENGTH = 4
_PLURAL_KEEP = frozenset(
    """
    status address business process access class glass grass pass series species news goods
    analysis basis axis canvas alias bonus campus census corpus virus gas bus plus minus bias
    sms cms ums pms oms wms tms crm erp sys ids dns https always perhaps whereas thus
    statistics logistics sales physics economics mathematics ethics politics
    chaos kudos cosmos ethos pathos thermos macos
    """.split()
)
_PLURAL_IRREGULAR = {"people": "person", "children": "child", "men": "man", "women": "woman", "staffs": "staff",
                     # plurals in -us of words that do not end so (`product_skus`, `sys_menus`)
                     "skus": "sku", "spus": "spu", "menus": "menu"}


def singular(token: str) -> str:
    """Fold a regular English plural (`orders`→`order`, `categories`→`category`); see the rules above."""
    if token in _PLURAL_IRREGULAR:
        return _PLURAL_IRREGULAR[token]
    if len(token) < _PLURAL_MIN_LENGTH or not token.isascii() or not token.isalpha():
        return token
    # (-os is a plural, `videos`, `photos`, `ratios`, but for the few words above: `chaos`, `kudos`)
    if token in _PLURAL_KEEP or not token.endswith("s") or token.endswith(("ss", "us", "is")):
        return token
    if token.endswith("es") and token[:-2] in _PLURAL_KEEP:
        return token[:-2]  # statuses → status, aliases → alias
    if token.endswith("ies") and len(token) > 4:
        return token[:-3] + "y"
    if token.endswith(("sses", "xes", "ches", "shes", "zes")):
        return token[:-2]
    return token[:-1]


def _word_starts(name: str) -> list[int]:
    """Where a new word starts inside an identifier: after a separator, at a camelCase hump, at
    the tail of an acronym (`XMLHttp` → `Http`) and at a letter→digit transition. Matching only at
    these boundaries keeps `chart` from being found inside `dispatchArtifact`."""
    starts = [0]
    for i in range(1, len(name)):
        prev, cur = name[i - 1], name[i]
        nxt = name[i + 1] if i + 1 < len(name) else ""
        if (
            (cur.isupper() and prev.islower())
            or (cur.isupper() and prev.isupper() and nxt.islower())
            or (cur.isdigit() and not prev.isdigit())
            or (not cur.isdigit() and prev.isdigit())
        ):
            starts.append(i)
    return starts


# A word run together with one of these after it in a lower-case name is two words (`salariedflag`,
# `currentflag`, `makeflag`: a flag's word, then `flag`) — only with a word of this many letters before.
RUN_TOGETHER_TAILS = ("flag",)
RUN_TOGETHER_HEAD_MIN = 3


def split_identifier(run: str) -> list[str]:
    """Split one Latin/digit run (no separators inside) into lower-case word tokens."""
    starts = _word_starts(run) + [len(run)]
    words = [run[a:b].casefold() for a, b in zip(starts, starts[1:]) if b > a]
    return [part for word in words for part in _run_together(word)]


def _run_together(word: str) -> tuple[str, ...]:
    for tail in RUN_TOGETHER_TAILS:
        if word.endswith(tail) and len(word) - len(tail) >= RUN_TOGETHER_HEAD_MIN and word.isalpha():
            return word[: -len(tail)], tail
    return (word,)
