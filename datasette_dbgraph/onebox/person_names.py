"""A person's name typed in English when no values were read (docs/one-box.md, "A person's name with no values
read"): `actor named PENELOPE GUINESS`, `what's the email of customer MARY SMITH`. From DDL alone the index knows
no name, but capitalised words right after `named`/`called` or after the table's own word are a name when the table
keeps names: a first and a last name column take the two words; a single word fits either (asked); after `named`,
one column of whole names (`name`, `full_name`) takes the words as typed. Written as typed: the rows were not read."""

from __future__ import annotations

from ..words import normalize
from .reader import IGNORED, WORD
from .roles import Bound
from .sentence_values import is_numeric_column, takes_dates

# Words that say a name follows (`actor named PENELOPE`, `a customer called Mary`).
NAMED_WORDS = frozenset({"named", "called"})
# The identifier words of a first, a last and a whole name column.
FIRST_NAMES = ({"first", "name"}, {"firstname"}, {"given", "name"}, {"forename"})
LAST_NAMES = ({"last", "name"}, {"lastname"}, {"family", "name"}, {"surname"})
WHOLE_NAMES = ({"name"}, {"full", "name"}, {"fullname"})
# A name is at most this many words (`Mary Ann Smith`).
MAX_NAME_WORDS = 3


def _named(column, forms) -> bool:
    words = set(normalize.identifier_tokens(column.name))
    return any(form <= words and len(words) <= len(form) + 1 for form in forms)


def said(binder, i: int) -> int:
    """Bind the name that starts at `i` (tokens used), or 0: only with no rows read, capitalised words after a
    word that says a name follows or after the table's word, on a table with name columns."""
    tokens = binder.tokens
    if binder.held is not None or not _capitalised(tokens[i]):
        return 0
    before = tokens[i - 1] if i else None  # (right before it: `customers in Canada` is no name)
    named = before is not None and before.kind == IGNORED and before.value in NAMED_WORDS
    after_table = before is not None and before.kind == WORD and any(t.start == before.start for t in binder.out.entity)
    if not (named or after_table):
        return 0
    run = [tokens[i]]
    while len(run) < MAX_NAME_WORDS and i + len(run) < len(tokens) and _capitalised(tokens[i + len(run)]):
        run.append(tokens[i + len(run)])
    texts = [c for c in binder.columns if not is_numeric_column(c) and not takes_dates(c)]
    first = [c for c in texts if _named(c, FIRST_NAMES)]
    last = [c for c in texts if _named(c, LAST_NAMES)]
    # (a whole name only after `named`: `customer Berlin` is no customer's name, `company_name` no person's)
    whole = [c for c in texts if named and set(normalize.identifier_tokens(c.name)) in WHOLE_NAMES]
    if len(first) == 1 == len(last) and len(run) == 2:
        for column, token in zip((first[0], last[0]), run):
            binder.add(Bound(column, column.name, [("exact", token.text)]), [token])
        return 2
    if len(first) == 1 == len(last) and len(run) == 1:  # PENELOPE alone: a first name, or a last one
        binder.add(Bound(None, run[0].text, [("exact", run[0].text)], options=[first[0], last[0]]), run)
        return 1
    if len(whole) == 1 and not first and not last:
        text = binder.q[run[0].start : run[-1].end]
        binder.add(Bound(whole[0], whole[0].name, [("exact", text)]), run)
        return len(run)
    return 0


def _capitalised(token) -> bool:
    text = token.text
    return token.kind == WORD and text.isascii() and text.isalpha() and text[:1].isupper()
