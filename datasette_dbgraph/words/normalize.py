"""Text normalization: one place that decides what a "word" is, for the index and the resolver alike.

Both sides must fold text the same way, or a term written at build time can never be found at
request time. Everything here is deterministic and offline:

- NFKC folds full-width forms (`ｏｒｄｅｒ` → `order`, `１２３` → `123`) and compatibility characters;
- Traditional Chinese becomes Simplified (`訂單` → `订单`) with OpenCC's `t2s` tables;
- identifiers split at `_`/`-`/spaces, camelCase humps, acronym tails (`XMLHttp` → `xml http`) and
  letter/digit transitions, then fold English plurals (`orders` → `order`) — identifiers.py;
- Chinese runs are segmented into words with jieba's dictionary (the Rust port `rjieba`, which
  loads in ~0.2 s where the pure-Python `jieba` needs ~1.5 s — measured in the foundation issue).

The segmenter and the converter are loaded lazily, once per process, on first use.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from .identifiers import singular, split_identifier  # noqa: F401  (normalize.singular is public)

# CJK Unified Ideographs (+ Extension A, compatibility ideographs, Extensions B–F).
_CJK_CLASS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff"
_CJK_RE = re.compile(f"[{_CJK_CLASS}]")
# A text splits into runs of CJK, runs of Latin letters/digits, and everything else (separators).
_CJK_RUN_RE = re.compile(f"[{_CJK_CLASS}]+")
_RUN_RE = re.compile(f"([{_CJK_CLASS}]+)|([^\\W_{_CJK_CLASS}]+)", re.UNICODE)

# Words that carry no meaning of their own in a Chinese comment or query: `表` ends every table comment,
# so never evidence; a question's verbs and pronouns (`查看所有订单`) only wrap the table's name.
CJK_STOPWORDS = frozenset(
    """的 之 中 所 和 与 及 或 在 对 于 是 了 把 被 为 由 其 各 该 此 等 个 表 用 按 从 到 将 请 我 要 找 查 看 查询
    查找 查看 显示 列出 获取 搜索 找到 想 想要 需要 哪个 哪张 哪些 一张 这个 那个 这些 那些 所有 全部 相关 对应
    里 里面 上 下 内 什么 怎么 如何 一下 一个 有 有关 关于 数据库
    """.split()
)

# Latin tokens that say nothing about what a table holds (SQL noise, glue and question words).
LATIN_STOPWORDS = frozenset(
    """
    the a an of for and or to in on by with from at as is are be this that which table tables tbl tab
    show find get give me my all what where who whose how many please our their its
    """.split()
)

# Trailing words of a table comment or name that only say "this is a table of …":
# `用户信息表` is about 用户, `sys_user_info` is about user.
# Also words that only say a row is a request, a record or a header of something (`退货申请` is
# about returns, `SalesOrderHeader` about sales orders), or that the text is a list of it: a person
# typing the thing does not type these, so they are neither the head nor counted when judging how
# much of a name the words explain. Relation words (`关联`, `relation`) are *not* generic: a link
# table is about the link, and must not pass for the entity it links.
GENERIC_TAIL_CJK = frozenset(
    {"表", "信息", "信息表", "数据表", "资料", "档案", "表格", "基本", "基础", "列表", "清单", "申请", "记录",
     "记录表", "一览", "管理", "主表"}
)
GENERIC_TAIL_LATIN = frozenset(
    {"info", "information", "table", "tbl", "tab", "t", "tb", "list", "apply", "base", "basic", "header",
     "main", "lookup"}
)
GENERIC_WORDS = GENERIC_TAIL_CJK | GENERIC_TAIL_LATIN
# 单 (a document of) and 头 (its header) are never the head (`退货单` is about returns) and are
# dropped from names and comments; typed, they stay for the glossary (`销售单` is a sales order).
DOCUMENT_WORDS = frozenset({"单", "头"})
HEAD_SKIPPED = GENERIC_WORDS | DOCUMENT_WORDS
# In English the head comes before these: `orders of a customer` wants orders, `contacts at client companies` contacts.
HEAD_PREPOSITIONS = frozenset({"of", "by", "for", "with", "at", "in", "from"})

# A comment's main part ends at the first of these: `会员表（商城前台用户）` is about 会员, and what
# follows the bracket is a gloss — still searchable, but weaker evidence than the main words.
_GLOSS_START_RE = re.compile(
    r"[（(\[【〔:：;；,，、。!！?？—|/\n\r\t]|\.(?:\s|$)|\s-\s"
    # An English comment is a sentence: its subject ends where a preposition or a participle
    # starts (`Street address information for customers` is about an address).
    r"|\s(?:for|of|that|which|where|containing|mapping|used|including|with|to|in|by|from|on)\s",
    re.IGNORECASE,
)

# The suffix forms a table comment can be named by: `订单` names `订单表`, `用户` names `用户信息表`.
TABLE_SUFFIXES = ("信息表", "记录表", "表")

def has_cjk(text: str) -> bool:
    return bool(_CJK_RE.search(text))


@lru_cache(maxsize=65536)
def is_cjk_word(token: str) -> bool:
    # One match over the whole token (a CJK run), kept: asked for every token and phrase of a sentence, many times.
    return _CJK_RUN_RE.fullmatch(token) is not None


class _Lazy:
    """Load a heavy resource once per process, on first use, from any thread."""

    def __init__(self, loader):
        self._loader = loader
        self._value = None
        self._lock = threading.Lock()

    def get(self):
        if self._value is None:
            with self._lock:
                if self._value is None:
                    self._value = self._loader()
        return self._value


def _load_converter():
    from opencc_purepy import OpenCC

    return OpenCC("t2s")


# Glossary words the segmenter lacks (表单字段 → 表, 单字, 段) are taught it, at a frequency that keeps them whole.
TAUGHT_WORD_FREQUENCY = 50000
# Question words its dictionary lacks and cuts into characters: 占比 (a share) as 占 + 比, two unknown words.
TAUGHT_QUESTION_WORDS = ("占比",)
# ... and words it has that glue a count's 数 to the most asked (`课程数最多`: 课程|数最多): cut apart, as `城市数最低`.
UNTAUGHT_QUESTION_WORDS = ("数最多",)


def _load_segmenter():
    import rjieba

    from .glossary import GLOSSARY

    words = sorted({w for group in GLOSSARY for w in group if len(w) > 1 and is_cjk_word(w)} | set(TAUGHT_QUESTION_WORDS))
    for word in (w for w in words if all(len(piece) == 1 for piece in rjieba.cut(w))):
        rjieba.add_word(word, TAUGHT_WORD_FREQUENCY, None)
    # (`转账单` cut 转|账单, a document's 单 glued to the word before: kept whole at the least frequency that does it)
    for word in (w for w in words if w[-1] in DOCUMENT_WORDS and len(cut := rjieba.cut(w)) > 1 and cut[-1] != w[-1]):
        rjieba.add_word(word, None, None)
    for word in UNTAUGHT_QUESTION_WORDS:
        rjieba.add_word(word, 0, None)
    return rjieba


_converter = _Lazy(_load_converter)
_segmenter = _Lazy(_load_segmenter)


@lru_cache(maxsize=8192)
def _is_traditional(char: str) -> bool:
    return _converter.get().convert(char) != char


@lru_cache(maxsize=65536)
def to_simplified(text: str) -> str:
    """Traditional → Simplified Chinese; text without CJK is returned as is (no converter load).

    OpenCC's phrase tables sometimes rewrite text that is already Simplified (opencc-purepy 1.5
    turns `结束` into `結束`), so a character that is Simplified on its own is kept as written;
    the phrase conversion is used only where the input character really is Traditional."""
    if not has_cjk(text):
        return text
    converted = _converter.get().convert(text)
    if len(converted) != len(text):
        return converted
    return "".join(out if _is_traditional(inp) else inp for inp, out in zip(text, converted))


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


@lru_cache(maxsize=65536)  # as fold_identifier: descriptions and words repeat from request to request
def fold(text: str) -> str:
    """NFKC, lower case, Simplified Chinese: the form every comparison uses."""
    return to_simplified(nfkc(text).casefold())


@lru_cache(maxsize=65536)
def fold_identifier(name: str) -> str:
    """A name with case and separators removed: `oms_order`, `OmsOrder` and `oms-order` are equal."""
    return "".join(ch for ch in fold(name) if ch.isalnum())


@lru_cache(maxsize=65536)
def _identifier_tokens(name: str) -> tuple[str, ...]:
    tokens: list[str] = []
    for match in _RUN_RE.finditer(nfkc(name)):
        cjk, latin = match.groups()
        if latin:
            tokens.extend(singular(t) for t in split_identifier(latin))
        elif cjk:
            tokens.extend(cjk_words(cjk))
    return tuple(tokens)


def identifier_tokens(name: str) -> list[str]:
    """Words of an identifier, lower case and singular: `BusinessEntityAddress` → business entity
    address; `sys_user_roles` → sys user role; `order2item` → order 2 item."""
    return list(_identifier_tokens(name))


@lru_cache(maxsize=65536)
def _segment(run: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    seg = _segmenter.get()
    words = tuple(part for w in seg.cut(run) if w.strip() for part in _document_parts(w))
    extra = tuple(w for w in seg.cut_for_search(run) if w.strip() and len(w) > 1 and w not in words)
    return words, extra


# Who does something (供应商, 参赛者, 服务员, 工程师); of two characters they are often verbs (协商, 动员).
AGENT_ENDINGS, AGENT_NOUN_MIN = ("商", "者", "员", "师"), 3
VERBS_TAGGED_AS_NOUNS = frozenset({"经历"})  # jieba tags them nouns only (`哪个都城经历的朝代最多`)


@lru_cache(maxsize=65536)
def part_of_speech(word: str) -> str:
    """The segmenter's part of speech of one Chinese word (jieba's tags: `v` verb, `n` noun, `ns`
    place, `d` adverb, `r` pronoun …): the tag of its first piece, `x` when it has none."""
    if len(word) >= AGENT_NOUN_MIN and word.endswith(AGENT_ENDINGS):
        return "n"  # `赞助商`, `参赛者`: who does it — jieba tags some of them as the verb (赞助商 v)
    tags = [(word, "v")] if word in VERBS_TAGGED_AS_NOUNS else _segmenter.get().tag(to_simplified(word))
    return tags[0][1] if tags else "x"


def cjk_segments(run: str) -> tuple[str, ...]:
    """The segmenter's words of a Simplified CJK run, in order, stop words kept: they spell the run
    exactly, so a caller can recover each word's position (the one-box reader needs spans)."""
    return _segment(run)[0]


@lru_cache(maxsize=65536)
def dictionary_cut(word: str) -> tuple[str, ...]:
    """The segmenter's words of a Simplified CJK word from its dictionary alone, without guessing
    new words from unknown characters (jieba's HMM): `省有` → 省, 有."""
    return tuple(w for w in _segmenter.get().cut(word, False) if w.strip())


def cjk_words(run: str, *, with_subwords: bool = False) -> list[str]:
    """Segment a Simplified CJK run into words (stop words dropped). With `with_subwords`, also the
    shorter dictionary words inside long ones (`手机号码` → 手机, 号码, 手机号), so a query word that
    the segmenter would not cut the same way still meets the comment it is in."""
    words, extra = _segment(to_simplified(run))
    out = [w for w in words if w not in CJK_STOPWORDS]
    if with_subwords:
        out.extend(w for w in extra if w not in CJK_STOPWORDS)
    return out


@dataclass
class Phrase:
    """The words of one phrase, in order, with the index of its head word (the noun it is about).

    `订单设置表` is a setting (head 设置) modified by 订单; `部门的用户` is a user; `order_items` is an
    item. `gloss` holds words from a bracketed or trailing explanation — weaker evidence."""

    words: list[str] = field(default_factory=list)
    head: int | None = None
    gloss: list[str] = field(default_factory=list)
    subwords: list[str] = field(default_factory=list)
    # True when a word marks which noun is the head: a preposition after it (`clients with
    # notes`) or `的` before it (`部门的用户`). Then a name must be about that very noun.
    marked_head: bool = False

    @property
    def head_word(self) -> str | None:
        return None if self.head is None else self.words[self.head]

    @property
    def modifiers(self) -> list[str]:
        return [w for i, w in enumerate(self.words) if i != self.head]


# 单 (a document), 行 (one of its lines), 头 (its header): the segmenter glues them to each other or
# to 表 (`单行`, `头表`) or not, by context; split apart they read the same in every text.
DOCUMENT_PART_CHARS = frozenset("单行头")


def _document_parts(word: str) -> list[str]:
    """`单行表` → 单, 行, 表; `头表` → 头, 表; any other word as it is (the parts spell it)."""
    if len(word) > 1 and word[0] != "表" and all(ch in DOCUMENT_PART_CHARS or ch == "表" for ch in word):
        return list(word)
    return [word]


def _words_of(text: str, *, with_subwords: bool) -> tuple[list[str], list[str]]:
    """Words of a free text (comment or query), in order: CJK segmented, Latin split as identifiers.
    Returns (words, subwords)."""
    words: list[str] = []
    subwords: list[str] = []
    for match in _RUN_RE.finditer(nfkc(text)):
        cjk, latin = match.groups()
        if cjk:
            simplified = to_simplified(cjk)
            main, extra = _segment(simplified)
            words.extend(w for w in main if w not in CJK_STOPWORDS)
            if with_subwords:
                subwords.extend(w for w in extra if w not in CJK_STOPWORDS)
        elif latin:
            words.extend(t for t in (singular(x) for x in split_identifier(latin)) if t not in LATIN_STOPWORDS)
    return words, subwords


def _choose_head(words: list[str], generic_tail: frozenset[str]) -> int | None:
    for i in range(len(words) - 1, -1, -1):
        w = words[i]
        if w in generic_tail or w.isdigit():
            continue
        return i
    return None


def strip_table_suffix(word: str) -> str:
    """`记录表` → `记录`, `明细表` → `明细`: jieba keeps some `…表` words whole."""
    if len(word) > 2 and word.endswith("表") and is_cjk_word(word):
        return word[:-1]
    return word


@lru_cache(maxsize=32768)
def comment_phrase(comment: str | None) -> Phrase:
    """Analyse a table or column comment: main words with a head, gloss words, sub-words.
    Cached (schemas repeat their comments): callers must not change the result."""
    if not comment:
        return Phrase()
    text = nfkc(comment).strip()
    cut = _GLOSS_START_RE.search(text)
    main, rest = (text[: cut.start()], text[cut.start():]) if cut and cut.start() > 0 else (text, "")
    words, subwords = _words_of(main, with_subwords=True)
    words = [strip_table_suffix(w) for w in words]
    gloss, gloss_sub = _words_of(rest, with_subwords=True) if rest else ([], [])
    head = _choose_head(words, HEAD_SKIPPED)
    return Phrase(words=words, head=head, gloss=gloss, subwords=subwords + gloss_sub)


@lru_cache(maxsize=32768)
def name_phrase(name: str) -> Phrase:
    """Analyse a table or column name: `oms_order_setting` → order, setting with head setting.
    Cached: callers must not change the result."""
    words = [t for t in identifier_tokens(name) if t]
    head = _choose_head(words, HEAD_SKIPPED)
    return Phrase(words=words, head=head)


def query_phrases(text: str) -> list[Phrase]:
    """The user's words as phrases. Whitespace and punctuation separate phrases for Chinese
    (`会员 手机号` is two things wanted); an English phrase keeps its words together
    (`order items` is one thing: items of orders)."""
    phrases: list[Phrase] = []
    pieces = re.split(r"[\s,，;；、|/]+", nfkc(text).strip())
    latin_buffer: list[str] = []

    def content(words: list[str]) -> list[str]:
        # `order list`, `订单列表`: generic words are dropped unless they are all there is.
        return [w for w in words if w not in GENERIC_WORDS] or words

    def flush_latin():
        if latin_buffer:
            words = content([w for w in latin_buffer if w not in LATIN_STOPWORDS] or list(latin_buffer))
            phrases.append(Phrase(words=words, head=_latin_head(latin_buffer, words),
                                  marked_head=any(t in HEAD_PREPOSITIONS for t in latin_buffer[1:])))
            latin_buffer.clear()

    for piece in pieces:
        if not piece:
            continue
        if has_cjk(piece):
            flush_latin()
            words, subwords = _words_of(piece, with_subwords=True)
            words = content([strip_table_suffix(w) for w in words])
            if words:
                marked = bool(re.search("[的之]", piece))
                phrases.append(Phrase(words=words, head=_choose_head(words, GENERIC_TAIL_CJK | DOCUMENT_WORDS),
                                      subwords=subwords, marked_head=marked))
        else:
            latin_buffer.extend(identifier_tokens(piece))
    flush_latin()
    return phrases


@lru_cache(maxsize=32768)
def comment_main(comment: str | None) -> str:
    """The folded main part of a comment, before its gloss: `订单状态：0待付款 1待发货` → `订单状态`."""
    text = fold(comment or "").strip()
    cut = _GLOSS_START_RE.search(text)
    return text[: cut.start()].strip() if cut and cut.start() > 0 else text


# The articles that may follow `of` (`instance of a process`).
_ARTICLES = frozenset({"a", "an", "the"})


def of_reversed(text: str) -> str | None:
    """`instance of a process` → `process instance`, `lines of invoices` → `invoice lines`: in
    English the modifier follows `of`, in a table's name it comes first (and singular). None
    unless the text is one `<head> of <modifier>`."""
    tokens = nfkc(text).casefold().split()
    if has_cjk(text) or tokens.count("of") != 1:
        return None
    cut = tokens.index("of")
    modifier = [singular(t) for t in tokens[cut + 1:] if t not in _ARTICLES]
    return " ".join(modifier + tokens[:cut]) if cut and modifier else None


def _latin_head(tokens: list[str], words: list[str]) -> int | None:
    """The last word of an English phrase, or the last before a preposition that follows a noun
    (`orders of a customer`, `clients with notes`). `words` are `tokens` less stop words."""
    cut = next((i for i, t in enumerate(tokens) if t in HEAD_PREPOSITIONS and i > 0), len(tokens))
    before = sum(1 for t in tokens[:cut] if t in words)  # how many of `words` precede it
    head = _choose_head(words[:before], GENERIC_TAIL_LATIN)
    return head if head is not None else _choose_head(words, GENERIC_TAIL_LATIN)


def comment_cores(comment: str | None) -> set[str]:
    """The folded forms that name a table by its comment: `订单表` → {订单表, 订单};
    `用户信息表` → {用户信息表, 用户信息, 用户}; a bracketed gloss is dropped first."""
    if not comment:
        return set()
    text = fold(comment).strip()
    cut = _GLOSS_START_RE.search(text)
    if cut and cut.start() > 0:
        text = text[: cut.start()].strip()
    cores = {fold_identifier(text)} if text else set()
    for suffix in TABLE_SUFFIXES:
        if text.endswith(suffix) and len(text) > len(suffix):
            cores.add(fold_identifier(text[: -len(suffix)]))
    if text.endswith("表") and len(text) > 1:
        cores.add(fold_identifier(text[:-1]))
    return {c for c in cores if c}


def search_tokens(text: str) -> list[str]:
    return list(_search_tokens(text))


@lru_cache(maxsize=32768)
def _search_tokens(text: str) -> tuple[str, ...]:
    """Every token of a text for the full-text document: words, sub-words and CJK bigrams.

    SQLite 3.40's `unicode61` tokenizer keeps a whole Chinese run as one token and `trigram` misses
    two-character words, so the full-text table is fed pre-split tokens separated by spaces."""
    words, subwords = _words_of(text, with_subwords=True)
    return tuple(list(words) + list(subwords) + cjk_bigrams(text))


def cjk_bigrams(text: str) -> list[str]:
    """Every two neighbouring Chinese characters of a text (Simplified), run by run."""
    return [run[i : i + 2] for run in _CJK_RUN_RE.findall(to_simplified(nfkc(text))) for i in range(len(run) - 1)]


def without_cjk(text: str) -> str:
    """The text with its Chinese runs made spaces."""
    return _CJK_RUN_RE.sub(" ", text)
