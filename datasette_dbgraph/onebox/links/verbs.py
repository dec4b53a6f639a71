"""Verbs said of a linked table's rows (docs/one-box.md, "Conditions across a link"): a Chinese verb with
了/过 (`买过`, `用了`), an English one in the past (`placed`, `had`), and a verb alone that names the linked
table (`借过` → 借阅记录表, `never rented anything` → rental)."""

from __future__ import annotations

from typing import Sequence

from ...words import normalize
from ..reader import IGNORED, SYMBOL, WORD, Token
from ..roles import Binding

# Particles a verb of presence takes (`用了`, `买过`): with them a verb alone says a row exists.
ASPECT_MARKS = frozenset({"了", "过"})
# English verbs in the past that do not end in -ed (`never had an ICU stay`), and the shortest -ed word read as one.
IRREGULAR_PAST = frozenset({"had", "made", "got", "gotten", "bought", "sold", "paid", "written", "wrote", "done",
                            "given", "sent", "taken", "seen", "left", "won", "lost", "spent", "received", "placed"})
ED_MIN = 4
# Parts of speech (jieba's) of a verb that may stand between the presence word and the table's
# words (`分配角色`, `用了优惠券`); `用` is tagged a preposition, and with 了/过 after it is a verb — as
# is `下` (下过订单: placed), tagged a word of place.
VERB_TAGS = frozenset({"v", "vn", "vd"})
MARKED_VERB_TAGS = VERB_TAGS | {"p", "f"}
# Whole words ending in 了/过 that are no verb with its mark (`通过微信支付`: how, not that some payment was made).
NOT_MARKED_TAGS = frozenset({"p", "c"})
# `never rented anything`: the endings of an English verb done to a linked row, the words around it
# that say nothing more, and the shortest stem that may name a table.
VERB_ENDINGS = ("ed", "d", "ing")
VERB_FILLERS = frozenset({"any", "anything", "something", "ever", "been", "yet", "a", "an", "before", "被"})
MIN_VERB_STEM = 4
# Irregular pasts whose stem is not the word less -ed (`never paid` → payment, `never sold` → sales): the
# word the table is named by, taken whatever its length.
IRREGULAR_STEMS = {"paid": "pay", "sold": "sale", "bought": "buy", "spent": "spend", "sent": "send",
                   "written": "write", "wrote": "write", "given": "gift", "won": "win"}
# The longest word read as short for a linked table's word after a verb (下单: 下 and 单 of 订单).
SHORT_MAX = 2


def english_verb(token: Token, after: Token | None) -> bool:
    """`placed`, `had`, `recorded`: an English verb in the past — a word ending in -ed or one of the
    common irregular ones — that no reading took as a word of a table (after `never`, `no … recorded`). Not one
    capitalised inside the sentence: that is a value as the rows write it (`orders that have the status Delivered`)."""
    word = token.text.lower()
    return token.kind == WORD and word.isascii() and word.isalpha() and (token.start == 0 or not token.text[0].isupper()) and (
        word in IRREGULAR_PAST or len(word) > ED_MIN and word.endswith("ed")) and (after is None or after.kind != SYMBOL)


def aspect_marked(token: Token) -> bool:
    """`买过`, `退过`: a verb with 了/过 typed onto it — not a word of its own that ends so (`通过`, `经过`,
    `为了`, `不过`: a preposition or a conjunction)."""
    return len(token.value) > 1 and token.value[-1:] in ASPECT_MARKS and \
        normalize.part_of_speech(token.value) not in NOT_MARKED_TAGS


def verb(token: Token, after: Token | None, tags: frozenset[str] = VERB_TAGS) -> bool:
    """A Chinese verb (`分配`, `买过`), or a word used as one before 了/过 (`用了`)."""
    if token.kind != WORD or not normalize.is_cjk_word(token.text[:1]):
        return False
    marked = aspect_marked(token)
    word = token.value[:-1] if marked else token.value
    marked = marked or after is not None and after.kind == IGNORED and after.value in ASPECT_MARKS
    return normalize.part_of_speech(word) in (MARKED_VERB_TAGS if marked else tags)


def verb_of(words: Sequence[Token], other) -> Binding | None:
    """`never rented anything`, `never been reviewed`: one English verb whose stem begins or ends
    the linked table's name (`rent` → rental, `review` → productreview) names it as what was done."""
    content = [t for t in words if t.value not in VERB_FILLERS]
    word = content[0].text.lower() if len(content) == 1 else ""
    if word and not word.isascii():  # `没借过的图书`: a verb that begins a word of its description (借阅记录表)
        stem = word[:-1] if word[-1:] in ("过", "了") else word
        said = {w for p in normalize.query_phrases(other.comment or "") for w in p.words}
        return None if normalize.part_of_speech(stem) != "v" or not any(w.startswith(stem) for w in said) else \
            _as_entity(content[0], words, other)
    stem = IRREGULAR_STEMS.get(word) or next((word[: -len(e)] for e in VERB_ENDINGS if word.endswith(e)), None)
    names = {normalize.fold_identifier(other.name), "".join(normalize.identifier_tokens(other.name))}
    if stem is None or len(stem) < MIN_VERB_STEM and word not in IRREGULAR_STEMS or \
            not any(n.startswith(stem) or n.endswith(stem) for n in names):
        return None
    return _as_entity(content[0], words, other)


def short_for(words: Sequence[Token], other) -> Binding | None:
    """`没下过单的会员`, `没下单的会员`: after a verb, one character — or the verb glued to it, 下单 — that ends
    the linked table's word (单 of 订单表): what people call its rows when the verb says the rest."""
    content = [t for t in words if t.value not in VERB_FILLERS]
    if len(content) != 1 or len(content[0].text) > SHORT_MAX or not normalize.is_cjk_word(content[0].text):
        return None
    said = content[0].text
    heads = {p.words[-1] for p in normalize.query_phrases(other.comment or "")[:1] if p.words}
    return _as_entity(content[0], words, other) if any(len(h) > 1 and h != said and h.endswith(said[-1])
                                                       for h in heads) else None


def _as_entity(token: Token, words: Sequence[Token], other) -> Binding:
    out = Binding(other.id, [], ignored=[t.text for t in words if t is not token])
    out.entity.append(token)
    out.spans.append({"text": token.text, "as": "entity", "start": token.start, "end": token.end})
    return out


# Verbs of making or having rows, said of a linked table's rows whatever it is (`买过商品`, `下过订单`, `用了优惠券`,
# `发行了理财产品`; of a table that joins two others, `分配了角色`, `绑定了手机`; of a list, `进过十大城市`). Any other verb must be a word of the linked table's own name or description (`借过` → 借阅记录表,
# `评价过` → 商品评价表): else it may say *which* of the rows (`取消了订单`: the cancelled ones), and is asked about,
# never dropped.
DONE_VERBS = frozenset("有 拥有 具有 含有 买 购买 下 用 使用 放 加 添加 加入 签 签订 签约 发 发布 发表 发行 写 获得 得到 收到 "
                       "参加 参与 做 开 开设 开通 创建 建立 提交 领 领取 申请 借 租 订 预订 看 浏览 收藏 出版 推出 生产 拍 拍摄 "
                       "举办 主办 办 开展 拿 获 得 选 选择 报名 注册 登记 录入 分配 绑定 关联 授予 授权 关注 订阅 点赞 "
                       "进 进入 入 入选 上 登上 上榜 列入 位列 出现".split())


def verbs_said_of(verbs: Sequence[Token], other) -> bool:
    """Whether every Chinese verb of the clause (`买过`, `取消了`) only says the linked rows were made or had."""
    said = {w for phrase in normalize.query_phrases(other.comment or "") for w in phrase.words}
    said |= {normalize.fold_identifier(other.name)} | set(normalize.identifier_tokens(other.name))
    for token in verbs:
        if token.kind != WORD or token.text.isascii() or token.value in ASPECT_MARKS:
            continue
        stem = token.value[:-1] if aspect_marked(token) else token.value
        if stem not in DONE_VERBS and not any(stem in word for word in said):
            return False
    return True
