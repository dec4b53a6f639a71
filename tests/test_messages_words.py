"""Words a person reads, in both languages: no terms of the machinery, no URL syntax, plurals
right. Every template of messages.py is checked, so a new sentence cannot bring jargon back."""

from __future__ import annotations

import re

import pytest

from datasette_dbgraph.serving import labels
from datasette_dbgraph.resolving import messages

# Words of the machinery, or of the URL, that a person should never have to read.
JARGON = [r"\bgate\b", r"\bgaps?\b", r"narrowing", r"tie-break", r"\(s\)", r"\bwhere\.", r"object=", r"entity=",
          r"<column", r"<table", r"<value", r"\(as ", r"门槛", r"同分", r"区分度", r"<表名>", r"<字段"]


def jargon_in(text: str) -> list[str]:
    return [pattern for pattern in JARGON if re.search(pattern, text)]


@pytest.mark.parametrize("lang", messages.LANGS)
def test_no_message_template_speaks_jargon_or_url_syntax(lang):
    for key, entry in {**messages._TEXT, **labels._UI}.items():
        assert not jargon_in(entry[lang]), (key, lang, entry[lang])


def test_counts_of_tables_are_plural_in_english():
    one = messages.text("en", "not_found_weak", words="x", matched=1, near="")
    assert "1 table," in one
    assert "5 tables," in messages.text("en", "not_found_weak", words="x", matched=5, near="")
    assert "1 张表" in messages.text("zh", "not_found_weak", words="x", matched=1, near="")
    assert messages.text("en", "cand_fan_in", n=1) == "referenced by 1 table"
