"""What one object is about, as the index stores it: the weighted terms of its name, comment and
columns (with the phrase words each covers), the folded keys that name it exactly, and its
full-text document. indexer.py writes what this module finds; the weights are in rules.py.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..rules import (
    ABBREVIATION_FACTOR,
    COLUMN_CEILING,
    LINK_MAX_OTHER_COLUMNS,
    LINK_MIN_REFERENCES,
    SUBJECT_MIN_COLUMNS,
    SUBJECT_SHARE_LEAD,
    W_COLUMN_GLOSS,
    W_COLUMN_HEAD,
    W_COLUMN_PART,
    W_COLUMN_SUBJECT,
    W_COMMENT_GLOSS,
    W_COMMENT_HEAD,
    W_COMMENT_PART,
    W_COMMENT_SUBWORD,
    W_NAME_HEAD,
    W_NAME_PART,
    W_NAME_PREFIX,
)
from ..sources.model import Table
from ..words import normalize
from ..words.aliases import compound_parts, expansions, latin_vocabulary, readings
from ..words.identifiers import singular

# A module prefix is a leading name word shared by at least this many names of one source, none
# of which is that word alone (`order_items`, `order_settings` beside `orders` share no prefix),
# and which is an abbreviation or means nothing in the glossary (`sys`, `oms`, `litemall` are
# prefixes; `sales` in `SalesOrderHeader`/`SalesReason` is a word and stays one).
MODULE_PREFIX_MIN_TABLES = 3
MODULE_PREFIX_ABBREVIATION = 3

# A short name word the glossary does not know, typed after a plural (`diagnoses_icd`, `procedureevents_mv`,
# `orders_bak`), is a code that qualifies the rows the plural names, not what they are: the plural is the head.
QUALIFIER_TAIL_MAX = 3
LATIN_RUN_RE = re.compile(r"[^\W_]+")

# Words that say a table links other things: dropped from what its name or comment must explain,
# and they make it a relation table, which is not the entity it links (docs/how-it-decides.md).
RELATION_WORDS = frozenset({"rel", "relation", "relationship", "map", "mapping", "assoc", "association", "关联",
                            "关系", "对应关系"})
# Glue between the things a name links (`project_has_users`): dropped, but an entity may have it
# (`project_has_categories` has a name and a description of its own).
LINK_GLUE = frozenset({"has", "have", "to", "2"})
AUDIT_WORDS = frozenset({"create", "created", "creator", "update", "updated", "modify", "modified", "time", "date",
                         "tenant", "version", "del", "deleted", "delete"})

# Words of a column comment about the row's upkeep or a yes/no question, not about what it holds.
SUBJECT_NOISE = frozenset({"创建", "修改", "更新", "添加", "新增", "删除", "是否", "最后", "最近", "最新", "当前", "默认",
                           "上次", "首次"})

# Where a term was found; shown in reasons.
FIELD_NAME = "name"
FIELD_NAME_PART = "name-part"
FIELD_COMMENT = "comment"
FIELD_COLUMN = "column"
FIELD_BINDING = "binding"  # a deployment's binding (bindings.py), never stored in the index

# Words of a name or comment phrase tracked by position (a bit each in a 64-bit SQLite integer).
MAX_PHRASE_POSITIONS = 62
# Full-text documents and object keys of a very wide table stop growing here.
MAX_COLUMNS_INDEXED = 2000
# Distinct columns (spelling, name, comment) whose terms are kept between tables and builds: a
# catalog's repeated columns stay in it, and it holds at most some 15 MB.
COLUMN_TERMS_CACHE = 8_192


class TermBag:
    """One object's terms while it is analysed: the best name/comment evidence per term with the
    phrase words it covers (as bitmasks), and the combined column evidence per term."""

    def __init__(self):
        self.strong: dict[str, list] = {}  # term → [weight, field, name_mask, comment_mask]
        self.best_column: dict[str, tuple[float, int]] = {}  # term → (weight, column id)
        self._columns: dict[str, dict[int, float]] = {}

    @staticmethod
    def usable(term: str) -> bool:
        # Bare numbers (`0->未处理` in a status comment) and single Latin letters narrow nothing.
        return bool(term) and len(term) <= 64 and not term.isdigit() and not (len(term) == 1 and term.isascii())

    def add(self, term: str, weight: float, field_name: str, column_id: int | None = None) -> None:
        if not self.usable(term):
            return
        if field_name == FIELD_COLUMN:
            per_column = self._columns.setdefault(term, {})
            per_column[column_id] = max(per_column.get(column_id, 0.0), weight)
            current = self.best_column.get(term)
            if current is None or weight > current[0]:
                self.best_column[term] = (weight, column_id)
            return
        entry = self.strong.get(term)
        if entry is None:
            self.strong[term] = [weight, field_name, 0, 0]
        elif weight > entry[0]:
            entry[0], entry[1] = weight, field_name

    def add_column(self, term: str, weight: float, column_id: int) -> None:
        """`add` of a column's term already found usable, with its best weight in that column."""
        per_column = self._columns.get(term)
        if per_column is None:
            self._columns[term] = {column_id: weight}
        else:
            per_column[column_id] = max(per_column.get(column_id, 0.0), weight)
        current = self.best_column.get(term)
        if current is None or weight > current[0]:
            self.best_column[term] = (weight, column_id)

    def cover(self, term: str, place: int, position: int, weight: float, field_name: str) -> None:
        """`term` covers word `position` of the name (place 0) or comment (place 1) phrase."""
        if not self.usable(term) or position >= MAX_PHRASE_POSITIONS:
            return
        self.add(term, weight, field_name)
        self.strong[term][2 + place] |= 1 << position

    def add_phrase(self, phrase: normalize.Phrase, head: float, part: float, sub: float, gloss: float,
                   field_head: str, field_part: str) -> None:
        for i, word in enumerate(phrase.words):
            self.add(word, head if i == phrase.head else part, field_head if i == phrase.head else field_part)
        for word in phrase.subwords:
            self.add(word, sub, field_part)
        for word in phrase.gloss:
            self.add(word, gloss, field_part)

    def strong_rows(self):
        for term, (weight, field_name, name_mask, comment_mask) in self.strong.items():
            yield term, weight, field_name, name_mask, comment_mask

    def column_rows(self):
        for term, (weight, column_id) in self.best_column.items():
            per_column = self._columns.get(term, {})
            if len(per_column) > 1:
                missing = 1.0
                for value in per_column.values():
                    missing *= 1.0 - value
                weight = max(weight, min(COLUMN_CEILING, 1.0 - missing))
            yield term, weight, column_id


def _cjk_pieces(word: str) -> list[str]:
    """Every substring of two characters or more of a Chinese word: a query word that is part of
    a phrase word (`手机号` in `手机号码`) covers it."""
    if not normalize.is_cjk_word(word) or len(word) < 3:
        return []
    return [word[a:b] for a in range(len(word)) for b in range(a + 2, len(word) + 1) if b - a < len(word)]


def _compound_modifiers(token: str, own: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The readings of a compound token's first word (`productmodel` → product): what modifies it."""
    parts = compound_parts(token, own)
    if len(parts) < 2:
        return ()
    last = {parts[-1], *expansions(parts[-1])}
    return tuple(w for part in parts[:-1] for w in (part, *expansions(part)) if w not in last)


def module_prefixes(tables: list[Table]) -> set[str]:
    """Leading name words that mark a module rather than a meaning (`sys` in `sys_user`)."""
    firsts: dict[str, int] = {}
    singles: set[str] = set()
    for table in tables:
        words = normalize.identifier_tokens(table.spelled or table.name)
        if len(words) == 1:
            singles.add(words[0])
        elif len(words) > 1:
            firsts[words[0]] = firsts.get(words[0], 0) + 1
    from ..words.aliases import default_alias_table

    known = default_alias_table()
    return {
        w for w, n in firsts.items()
        if n >= MODULE_PREFIX_MIN_TABLES and w not in singles
        and (len(w) <= MODULE_PREFIX_ABBREVIATION or not known.groups_for((w,)))
    }


def column_subjects(tables: list[Table]) -> dict[tuple[str | None, str], list[str]]:
    """What a table without a comment is about, as its column comments say: a word that modifies
    SUBJECT_MIN_COLUMNS of them (区域编号, 区域名称, 区域编码 → 区域) — not a single character, not a
    word about the row's upkeep (SUBJECT_NOISE: 添加人员, 添加时间; the create_by / update_time columns
    are not counted), not a word its name already says — and that the columns of no other table
    of the source say as well, or only in a share of their columns SUBJECT_SHARE_LEAD times smaller
    (else the columns do not tell which table is about it). Keyed by (schema, name)."""
    found: dict[tuple[str | None, str], list[tuple[str, float]]] = {}
    shares: dict[str, list[float]] = {}  # word → the share of columns it modifies, in each table where it counts
    for table in tables:
        if table.kind != "table":
            continue
        counts: dict[str, int] = {}
        for column in table.columns[:MAX_COLUMNS_INDEXED]:
            for word in _subject_words(column.spelled or column.name, column.comment):
                counts[word] = counts.get(word, 0) + 1
        size = max(1, len(table.columns[:MAX_COLUMNS_INDEXED]))
        words = [(w, n / size) for w, n in counts.items() if n >= SUBJECT_MIN_COLUMNS]
        for word, share in words:
            shares.setdefault(word, []).append(share)
        if not table.comment:
            named = _name_words_and_aliases(table)
            found[(table.schema, table.name)] = [(w, share) for w, share in words if w not in named]
    return {key: [w for w, share in words if len(shares[w]) == 1 or share >= SUBJECT_SHARE_LEAD * sorted(shares[w])[-2]]
            for key, words in found.items()}


@lru_cache(maxsize=COLUMN_TERMS_CACHE)
def _subject_words(spelled: str, comment: str | None) -> tuple[str, ...]:
    """The words of one column's comment that may say what its table is about (column_subjects)."""
    if AUDIT_WORDS.intersection(normalize.identifier_tokens(spelled)):
        return ()  # create_by (创建人登录名称), update_time: the row's upkeep
    return tuple(word for word in dict.fromkeys(normalize.comment_phrase(comment).modifiers)
                 if len(word) > 1 and word not in SUBJECT_NOISE and TermBag.usable(word))


def _name_words_and_aliases(table: Table) -> set[str]:
    """The words of a table's name and the glossary words they stand for: what its name says
    already (`content` in ay_content_sort is 内容; a column subject 内容 would add nothing)."""
    from ..words.aliases import default_alias_table

    known = default_alias_table()
    words = set(normalize.identifier_tokens(table.spelled or table.name))
    for word in list(words):
        for group in known.related(word):
            words.update(t for key in group.keys for t in key if len(key) == 1)
    return words


def content_phrase(phrase: normalize.Phrase, prefixes: set[str] = frozenset()) -> dict:
    """The words of a name or comment that say what it holds: module prefix, generic words
    (`信息`, `info`, `单`) and the words that say it links things (`关联`, `rel`, `has`) dropped, with
    the index of the head word, and whether such a link word was there."""
    words = list(phrase.words)
    if len(words) > 1 and words[0] in prefixes:
        words = words[1:]
    head_word = phrase.head_word
    # Words no term can stand for (a number, a single Latin letter: `r_用户角色关系`) cannot be
    # explained either, so they are not counted among the words to explain.
    content = [w for w in words if w not in normalize.HEAD_SKIPPED and TermBag.usable(w)]
    linking = [w for w in content if w in RELATION_WORDS or w in LINK_GLUE]
    if len(content) - len(linking) >= 2:
        # A link word says the table links things when it comes last, after them (`用户角色关联`,
        # `role_menu_rel`); first, it only qualifies the thing (`关联的第三方账号`, `rel_third_account`).
        links = content[-1] in RELATION_WORDS
        content = [w for w in content if w not in linking]
    else:
        links = False
    if head_word not in content:
        head_word = content[-1] if content else None
    # A word the name says twice is one word to explain (`item_kit_items`: kit and items, so `items`
    # covers half of it, as of `sales_items` — not two thirds); its last saying is kept, the head's place.
    said = [singular(w) for w in content]
    content = [w for i, w in enumerate(content) if said[i] not in said[i + 1:]]
    head = max((i for i, w in enumerate(content) if w == head_word), default=None) if head_word else None
    if head is None and head_word is not None and content:
        head = max((i for i, w in enumerate(content) if singular(w) == singular(head_word)), default=None)
    return {"words": content, "head": head, "links": links}


def is_relation(table: Table, name_content: dict, comment_content: dict) -> bool:
    """A relation table: its name or comment says it links things (`sys_user_role_rel`, 用户角色关联表),
    or — when no comment says what it is — it holds little but references to other tables: at
    least LINK_MIN_REFERENCES columns named `…_id` besides its key, and at most
    LINK_MAX_OTHER_COLUMNS others (`task_has_tags`)."""
    if name_content.get("links") or comment_content.get("links"):
        return True
    if table.comment:
        return False
    references = others = 0
    for column in table.columns:
        if column.pk:
            continue
        tokens = normalize.identifier_tokens(column.spelled or column.name)
        if len(tokens) > 1 and tokens[-1] == "id":
            references += 1
        elif not any(t in AUDIT_WORDS for t in tokens):
            others += 1
    return references >= LINK_MIN_REFERENCES and others <= LINK_MAX_OTHER_COLUMNS


@lru_cache(maxsize=32768)
def table_name_phrase(name: str) -> normalize.Phrase:
    """A table's name as a phrase (normalize.name_phrase), its head moved off a qualifying code at its end
    (QUALIFIER_TAIL_MAX). Cached: callers must not change the result."""
    phrase = normalize.name_phrase(name)
    words = phrase.words
    if len(words) < 2 or phrase.head != len(words) - 1 or normalize.has_cjk(name):
        return phrase
    raw = [t for run in LATIN_RUN_RE.findall(normalize.nfkc(name)) for t in normalize.split_identifier(run)]
    if len(raw) != len(words) or not raw[-1].isalpha() or len(raw[-1]) > QUALIFIER_TAIL_MAX or \
            raw[-1] in latin_vocabulary() or normalize.singular(raw[-2]) == raw[-2] or words[-2] in normalize.HEAD_SKIPPED:
        return phrase
    return normalize.Phrase(words=list(words), head=len(words) - 2)


# An identifier word at least this long written alone somewhere in the schema (`state` of `current_state`) may be
# a word of a name's compound (`statehistory`: the history of states): shorter ones (`ip`, `sys`) are the glossary's.
OWN_WORD_MIN = 4


def own_words(tables: list[Table]) -> frozenset[str]:
    """The Latin words the schema's table and column names write alone (words/aliases.compound_parts)."""
    return frozenset(w for table in tables for name in (table.name, *(c.name for c in table.columns))
                     for w in normalize.identifier_tokens(name) if len(w) >= OWN_WORD_MIN and w.isascii() and w.isalpha())


def object_terms(table: Table, column_ids: list[int], prefixes: set[str], name_content: dict,
                 comment_content: dict, subjects: list[str] = (), own: frozenset[str] = frozenset()) -> TermBag:
    """All weighted terms of one object: its name, its comment, and its columns. Name and comment
    terms also record which words of the content phrases (`content_phrase`) they cover; `own`: own_words."""
    bag = TermBag()
    name = table_name_phrase(table.spelled or table.name)
    for i, word in enumerate(name.words):
        if i == 0 and len(name.words) > 1 and word in prefixes:
            bag.add(word, W_NAME_PREFIX, FIELD_NAME_PART)
        else:
            bag.add(word, W_NAME_HEAD if i == name.head else W_NAME_PART,
                    FIELD_NAME if i == name.head else FIELD_NAME_PART)
    # The whole name is a term too (`oms_order` → `omsorder`), so a typed identifier finds it.
    bag.add(normalize.fold_identifier(table.name), W_NAME_HEAD, FIELD_NAME)
    comment = normalize.comment_phrase(table.comment)
    bag.add_phrase(comment, W_COMMENT_HEAD, W_COMMENT_PART, W_COMMENT_SUBWORD, W_COMMENT_GLOSS,
                   FIELD_COMMENT, FIELD_COMMENT)
    for place, content, head_weight, part_weight, sub_weight, head_field, part_field in (
        (0, name_content, W_NAME_HEAD, W_NAME_PART, W_NAME_PART, FIELD_NAME, FIELD_NAME_PART),
        (1, comment_content, W_COMMENT_HEAD, W_COMMENT_PART, W_COMMENT_SUBWORD, FIELD_COMMENT, FIELD_COMMENT),
    ):
        for position, word in enumerate(content["words"]):
            is_head = position == content["head"]
            bag.cover(word, place, position, head_weight if is_head else part_weight,
                      head_field if is_head else part_field)
            if place == 0:  # `prod_attr`: also product, attribute; `syslog`: also sys, log — guesses
                # The first word of a compound head modifies it (`product` in productmodel): it covers
                # the head with a modifier's weight, below rules.HEAD_READING_MIN.
                modifiers = _compound_modifiers(word, own) if is_head else ()
                for full in readings(word, own):
                    heads_it = is_head and full not in modifiers
                    bag.cover(full, place, position, (head_weight if heads_it else part_weight) * ABBREVIATION_FACTOR,
                              head_field if heads_it else part_field)
            for piece in _cjk_pieces(word):
                # The end of the head word reads as the head (`日志` in 系统日志); any other piece is a
                # sub-word, never the head (`会员` in 会员卡).
                if is_head and word.endswith(piece):
                    bag.cover(piece, place, position, head_weight * ABBREVIATION_FACTOR, head_field)
                else:
                    bag.cover(piece, place, position, sub_weight, part_field)
    for word in subjects:
        bag.add(word, W_COLUMN_SUBJECT, FIELD_COMMENT)
    for column, column_id in zip(table.columns[:MAX_COLUMNS_INDEXED], column_ids):
        for term, weight in _column_terms(column.spelled or column.name, column.name, column.comment):
            bag.add_column(term, weight, column_id)
    return bag


@lru_cache(maxsize=COLUMN_TERMS_CACHE)
def _column_terms(spelled: str, name: str, comment: str | None) -> tuple[tuple[str, float], ...]:
    """The usable terms of one column with the best weight of each. Catalogs repeat their columns
    (`id`, `create_time 创建时间` in most tables), so each is read once per process, not per table
    (docs/speed.md)."""
    bag = TermBag()
    # The whole column name too: `modifieddate` typed as one word is still that column.
    bag.add(normalize.fold_identifier(name), W_COLUMN_HEAD, FIELD_COLUMN, 0)
    _add_column_words(bag, normalize.name_phrase(spelled), 0, expand=True)
    if comment:
        col_comment = normalize.comment_phrase(comment)
        _add_column_words(bag, col_comment, 0)
        for word in col_comment.subwords:
            bag.add(word, W_COLUMN_PART, FIELD_COLUMN, 0)
        for word in col_comment.gloss:
            bag.add(word, W_COLUMN_GLOSS, FIELD_COLUMN, 0)
    return tuple((term, per_column[0]) for term, per_column in bag._columns.items())


def _add_column_words(bag: TermBag, phrase: normalize.Phrase, column_id: int, expand: bool = False) -> None:
    """A column's words, and each pair of neighbouring words written as one (`创建时间` from 创建 +
    时间, `createtime` from create + time): a two-word glossary phrase meets its column through
    that one word, by primary key, without reading a common word's postings. With `expand` (a
    column's name), an abbreviation also stands for its full word (`item_qty` → quantity)."""
    words = phrase.words
    for i, word in enumerate(words):
        weight = W_COLUMN_HEAD if i == phrase.head else W_COLUMN_PART
        bag.add(word, weight, FIELD_COLUMN, column_id)
        for full in readings(word) if expand else ():
            bag.add(full, weight * ABBREVIATION_FACTOR, FIELD_COLUMN, column_id)
    for i in range(len(words) - 1):
        bag.add(words[i] + words[i + 1], W_COLUMN_HEAD if i + 1 == phrase.head else W_COLUMN_PART,
                FIELD_COLUMN, column_id)


def object_keys(table: Table, prefixes: set[str] = frozenset()) -> set[tuple[str, str]]:
    """Folded forms that name this object exactly: (key, how)."""
    keys = {(normalize.fold_identifier(table.name), "name")}
    if table.spelled:
        keys.add((normalize.fold_identifier(table.spelled), "name"))
    words = normalize.identifier_tokens(table.spelled or table.name)
    if words:
        keys.add(("".join(words), "name"))  # singular: `orders` is named by `order`
        if len(words) > 1 and words[0] in prefixes:
            # Without its module prefix: `sys_user` is what a person calls `user`.
            keys.add(("".join(words[1:]), "name"))
    for core in normalize.comment_cores(table.comment):
        keys.add((core, "comment"))
    return {(k, how) for k, how in keys if k}


def document_text(table: Table) -> str:
    parts = [table.name, table.spelled or "", table.comment or ""]
    for column in table.columns[:MAX_COLUMNS_INDEXED]:
        parts.append(column.spelled or column.name)
        if column.comment:
            parts.append(column.comment)
    tokens: list[str] = []
    for part in parts:
        if part:
            tokens.extend(normalize.search_tokens(part))
    return " ".join(dict.fromkeys(tokens))
