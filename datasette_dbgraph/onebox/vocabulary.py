"""The words of the one box that are not the schema's: comparisons, question and request words,
what a question asks of its rows (intent), units, relative dates, negation (docs/one-box.md).

Each table is data a reviewer can extend: add a word to the table it belongs to, and the reader
(`reader.py`) finds it. Chinese words are matched inside a Chinese run, longest first, so a longer
word always wins over a shorter one it contains (`不超过` over `超过`, `及以上` over `以上`);
one-character words count only where the segmenter cuts them out on their own.
"""

from __future__ import annotations

# Where a comparison's value stands relative to the comparison word.
BEFORE, AFTER, OPEN, CLOSE = "before", "after", "open", "close"

# -- comparisons ---------------------------------------------------------------------------------
# Chinese comparison words found anywhere in a Chinese run. A negation is read as one word with
# its verb (`不大于` is `lte`, never `不` + `大于`); the segmenter alone would cut it in two and read
# it as its opposite. `开头` alone (`SO开头的订单号`) means what `以…开头` means.
CJK_COMPARISONS = {
    # gt
    "大于": ("gt", BEFORE), "超过": ("gt", BEFORE), "高于": ("gt", BEFORE), "多于": ("gt", BEFORE),
    "多过": ("gt", BEFORE), "高过": ("gt", BEFORE), "大过": ("gt", BEFORE), "不止": ("gt", BEFORE),
    "超出": ("gt", BEFORE), "长于": ("gt", BEFORE), "晚于": ("gt", BEFORE),
    # gte
    "不低于": ("gte", BEFORE), "不少于": ("gte", BEFORE), "不小于": ("gte", BEFORE), "至少": ("gte", BEFORE),
    "不低过": ("gte", BEFORE), "不少过": ("gte", BEFORE), "不短于": ("gte", BEFORE), "达到": ("gte", BEFORE),
    "起码": ("gte", BEFORE), "以上": ("gte", AFTER), "及以上": ("gte", AFTER), "或以上": ("gte", AFTER),
    "以及以上": ("gte", AFTER), "及其以上": ("gte", AFTER),
    # lt
    "小于": ("lt", BEFORE), "低于": ("lt", BEFORE), "少于": ("lt", BEFORE), "不到": ("lt", BEFORE),
    "不足": ("lt", BEFORE), "未满": ("lt", BEFORE), "不满": ("lt", BEFORE), "低过": ("lt", BEFORE),
    "少过": ("lt", BEFORE), "短于": ("lt", BEFORE), "早于": ("lt", BEFORE),
    # lte
    "不超过": ("lte", BEFORE), "不超": ("lte", BEFORE), "不大于": ("lte", BEFORE), "不多于": ("lte", BEFORE),
    "不高于": ("lte", BEFORE), "不多过": ("lte", BEFORE), "不高过": ("lte", BEFORE), "不大过": ("lte", BEFORE),
    "不超出": ("lte", BEFORE), "至多": ("lte", BEFORE), "小于等于": ("lte", BEFORE), "小于或等于": ("lte", BEFORE),
    "低于等于": ("lte", BEFORE), "大于等于": ("gte", BEFORE), "大于或等于": ("gte", BEFORE), "高于等于": ("gte", BEFORE), "以下": ("lte", AFTER), "及以下": ("lte", AFTER),
    "或以下": ("lte", AFTER), "以内": ("lte", AFTER), "之内": ("lte", AFTER), "及其以下": ("lte", AFTER),
    # not / exact
    "不等于": ("not", BEFORE), "不是": ("not", BEFORE), "不为": ("not", BEFORE), "并非": ("not", BEFORE),
    "不在": ("not", BEFORE), "不属于": ("not", BEFORE), "除了": ("not", BEFORE), "以外": ("not", AFTER), "之外": ("not", AFTER),
    # (`新疆乌鲁木齐以外的地方`: 地方 says only "a place", which the value is)
    "以外的地方": ("not", AFTER), "之外的地方": ("not", AFTER), "以外地方": ("not", AFTER), "之外地方": ("not", AFTER),
    "等于": ("exact", BEFORE), "刚好": ("exact", BEFORE), "正好": ("exact", BEFORE), "恰好": ("exact", BEFORE),
    # text
    **dict.fromkeys("包含 含有 带有 里有 中有 里面有 中含有 里含有 中包含 里带 中带 里含 中含".split(), ("contains", BEFORE)),
    "开头": ("startswith", AFTER), "结尾": ("endswith", AFTER),
    # time; `及之前` keeps the day or year itself
    "之后": ("gt", AFTER), "以后": ("gt", AFTER), "以来": ("gte", AFTER), "之前": ("lt", AFTER), "以前": ("lt", AFTER),
    "及之后": ("gte", AFTER), "及其之后": ("gte", AFTER), "及以后": ("gte", AFTER), "或之后": ("gte", AFTER),
    "及这之后": ("gte", AFTER), "及之前": ("lte", AFTER), "及其之前": ("lte", AFTER), "及以前": ("lte", AFTER),
    "或之前": ("lte", AFTER), "及这之前": ("lte", AFTER), "或以后": ("gte", AFTER), "或以前": ("lte", AFTER),
    "或更晚": ("gte", AFTER), "或更早": ("lte", AFTER),
    "和之后": ("gte", AFTER), "和以后": ("gte", AFTER), "和之前": ("lte", AFTER), "和以前": ("lte", AFTER),
    "不早于": ("gte", BEFORE), "不晚于": ("lte", BEFORE), "不迟于": ("lte", BEFORE),
}
# Comparisons that look for text inside a column's values: a label of another column typed after them is that text.
LOOKED_FOR = frozenset({"contains", "startswith", "endswith"})
# One-character comparison words count only when the segmenter cuts them out as words of their
# own: `到` is no comparison inside `到货时间`, nor `自` in `自营`, `为` in `行为`, `是` in `是否`,
# `非` in `非洲`. `从` is the Chinese "from" (`从2024-01-01到2024-03-31`).
CJK_SINGLE_COMPARISONS = {
    "起": ("gte", AFTER), "自": ("gte", BEFORE), "从": ("gte", BEFORE), "超": ("gt", BEFORE),
    "到": ("lte", BEFORE), "至": ("lte", BEFORE), "为": ("exact", BEFORE), "是": ("exact", BEFORE),
    "非": ("not", BEFORE),
}
# Circumfixes: the opening word, the closing word, and the filter the pair means.
CIRCUMFIXES = {("以", "开头"): "startswith", ("以", "结尾"): "endswith", ("自", "起"): "gte", ("从", "起"): "gte"}
# `比89元便宜` (cheaper than 89 yuan): 比, a number and one of these is one comparison; `不比83岁小`, its negation.
COMPARATIVES = {**dict.fromkeys("便宜 小 低 少 短 轻 早 近 年轻 矮 慢".split(), "lt"),
                **dict.fromkeys("贵 大 高 多 长 重 晚 远 老 年长 快".split(), "gt")}
THAN_WORDS = {"比": False, "不比": True}  # (with whether it is negated)
# English comparison words, matched as whole words, case-insensitive; phrases before their parts.
LATIN_COMPARISONS = {
    "more than": "gt", "greater than": "gt", "higher than": "gt", "larger than": "gt", "over": "gt",
    "above": "gt", "exceeding": "gt", "at least": "gte", "no less than": "gte", "not less than": "gte",
    "less than": "lt", "fewer than": "lt", "lower than": "lt", "under": "lt", "below": "lt",
    "at most": "lte", "no more than": "lte", "not more than": "lte", "up to": "lte",
    "is not": "not", "not": "not", "no longer": "not", "contains": "contains", "containing": "contains", "like": "contains",
    "mentions": "contains", "mentioning": "contains", "mention": "contains",  # (`last error mentions timeout`)
    "starts with": "startswith", "start with": "startswith", "starting with": "startswith",
    "ends with": "endswith", "end with": "endswith", "ending with": "endswith", "ends in": "endswith", "ending in": "endswith",
    "after": "gt", "since": "gte", "from": "gte", "before": "lt", "until": "lt", "till": "lte", "on or after": "gte",
    "on or before": "lte", "no earlier than": "gte", "not earlier than": "gte", "no later than": "lte", "not later than": "lte",
    "is": "exact", "equals": "exact", "equal to": "exact",
    # said of a price (the money column, as a number compared always is): `products cheaper than 50`
    "cheaper than": "lt", "less expensive than": "lt", "more expensive than": "gt", "pricier than": "gt",
    "longer than": "gt", "shorter than": "lt", "older than": "gt", "younger than": "lt",  # (a duration; an age)
}
# A verb of price before a comparison says nothing more (`orders worth more than 100`, `products costing under 50`):
# the number is compared with the money column, as after `cheaper than`. (Not `cost` alone: it may be a column's word.)
PRICE_VERBS = ("worth", "costing", "that cost", "which cost", "that costs", "which costs")
PRICED_COMPARISONS = ("more than", "less than", "greater than", "higher than", "lower than", "over", "under", "above",
                      "below", "at least", "at most", "no more than", "no less than")
LATIN_COMPARISONS.update({f"{verb} {word}": LATIN_COMPARISONS[word] for verb in PRICE_VERBS for word in PRICED_COMPARISONS})
# Comparison words about time: a bare year after one (`since 2024`) is a period; after another (`over 2000`) a number.
TIME_COMPARISONS = frozenset(
    "之后 以后 以来 之前 以前 起 自 从 到 至 晚于 早于 不早于 不晚于 不迟于 及之后 及其之后 及以后 或之后 及这之后 "
    "及之前 及其之前 及以前 或之前 及这之前 和之后 和以后 和之前 和以前 after since from before until till".split()
    + ["on or after", "on or before", "no earlier than", "not earlier than", "no later than", "not later than"]
)
# Signs, longest first; `:` joins a key and its value (`手机号：138…`).
SYMBOL_COMPARISONS = {
    ">=": "gte", "<=": "lte", "!=": "not", "<>": "not", "==": "exact",
    ">": "gt", "<": "lt", "=": "exact", "≥": "gte", "≤": "lte", "≠": "not", ":": "exact",
}
# A range: `100到200之间`, `介于100和200`, `between 100 and 200` — `gte` the first, `lte` the second.
RANGE_CLOSERS = frozenset({"之间", "中间"})
RANGE_OPENERS = frozenset({"介于", "在", "between"})
RANGE_JOINERS = frozenset({"到", "至", "和", "与", "-", "~", "and", "to"})

# -- words that mean nothing here ----------------------------------------------------------------
# Particles, request words and question words: a person wraps what they want in them
# (`列出所有已发货的订单`, `哪些会员被禁用了？`, `show all payments`). Listed in `understood.ignored`,
# never evidence. A word that might name something stays a word. `和`/`且`/`以及` join conditions or
# columns asked for, which are ANDed anyway.
CJK_IGNORED = frozenset("""
的 地 得 了 吗 呢 吧 啊 呀 么 嘛 过 着 们
查 找 查询 查找 查看 搜索 显示 列出 列举 给出 给 告诉 告诉我 请 请问 帮 帮我 帮忙 我 我们 给我 一下 看看 看一下
想 想要 想知道 知道 要 需要 能 可以 找出 找到 查出 求 问 显示出 展示 列一下 查一下
所有 全部 一切 哪些 哪个 哪 哪里 哪儿 在哪 在哪里 哪家 哪位 哪种 哪类 哪一种 哪一类 哪一个 哪几个 哪条 什么 啥 谁 是谁 怎样 如何 多大 多长 多高 多重 多远 多久 多深 多宽
有 有没有 都 都有 都是 都有哪些 也 还 还有 另外 此外 并 并且 且 而且 同时 以及 及 和 与 跟 或是 但是 但 被 由
什么时候 何时 多久 多长时间 什么样 怎么样 哪一年 哪年 哪国 哪国人 哪天 哪一天 哪月 哪个月 哪一月 哪几年
其 其中 它 它们 他们 她们 这 这些 那 那些 该 这个 那个 此 对应 相应 分别是 各自
中 里 里面 当中 之中 时 的时候 当 在 于 位于 来自 叫 叫做 称为 名叫 名为 如果 若 那么 的话 则 就
个 条 项 位 名 家 只 件 次 份 些 共 届 座 部 台 辆 款 所 哪所 哪座 哪支 哪门 这场 这次 那场 那次 本次
拥有 具有 及其 其它 其他 此类 这类 该类 这种 那种 他 她 实际 实际上 满足 所属 属于 对应的 相应的 分别为
排序 排列 排名 顺序 排行 来排 进行排序 依次
前提 前提下 情况下 条件下 共有 这是 对 进行 所在 上 因为 由于 已经 一些 具体 又 现在
""".split())
# Asking to be shown some rows, claimed whole (`推荐几个网络小说` lists novels: 几个 is no count there; `推荐`
# alone stays a word — `推荐商品` are the products marked recommended).
SHOW_SOME = frozenset("推荐一些 推荐几个 推荐几部 推荐几本 推荐几家 推荐一下 介绍一些 介绍几个 介绍一下".split())
# Where the rows are kept, said around the question (`系统里有哪些角色` asks for the roles): claimed whole, before
# `里有`, and left out.
WHERE_KEPT = frozenset("系统里 系统中 系统内 后台里 后台中 数据库里 数据库中 库里 库中 表里 表中 平台上 网站上".split())
# The same in English (`films in the database`), the whole phrase, never its noun alone; when, as `now` (`right now`); a
# state said set, as `are` says it (`subnets marked as full`).
LATIN_WHERE_KEPT = frozenset(f"in {d} {w}" for d in ("the", "our", "this", "your") for w in ("database", "db", "system",
                             "platform", "app", "application")) | {"right now", "at the moment", "at present", "so far",
                                                                   "marked as", "flagged as"}
LATIN_IGNORED = frozenset("""
show find list all with where of the a an me please get give any every and for in that which whose
are what who whom how tell display there have has had is was were be been do does did i we you my our
their its it them they this these those can could would will should want need see look up lookup
on at to by as than also too having named called live lives living reside resides residing based yet still currently
now during within anyone anybody someone somebody everyone everybody
""".split()) - {"is", "by", "to", "up"}
# `by` is kept for intent (`sorted by`, `by city`), `to`/`up` for ranges (`up to`), `is` joins a key and its value.
NAME_FILLERS = frozenset({"the", "their", "his", "her", "its", "a", "an"})  # inside a name typed: `left their company`

# -- what a question asks of its rows (intent) ----------------------------------------------------
WHETHER_WORDS = frozenset({"是否", "是不是", "有没有", "whether"})  # ask whether (`是否删除`): the column after is asked
COLUMN_ENDING_INTENTS = frozenset({"次数"})  # intents that end names too: where a name has one, it is a word there
COUNT, AVG, SUM, MAX, MIN = "count", "avg", "sum", "max", "min"
GROUP, ORDER_BY, DESC, ASC, TOP, LATEST, EARLIEST = "group", "by", "desc", "asc", "top", "latest", "earliest"
BOTTOM = "bottom"  # `排名后10`: the last N of an order (onebox/passes.counted_questions)
# Of rows, no column's (`城市最多的省份`, `which city has the most concerts`); 最高 最低 only after 数.
MOST_ROWS_WORDS = frozenset({"最多", "最少", "most", "fewest"})
# Chinese intent words, found inside a Chinese run like comparisons (longest first). A superlative
# (`最高`) is `max` before a column word (`最高售价`) and an order after one (`售价最高的3个商品`).
CJK_INTENTS = {
    # counts: 多少 with a classifier, or 几个 — "how many"
    "多少个": COUNT, "多少家": COUNT, "多少名": COUNT, "多少人": COUNT, "多少种": COUNT, "多少次": COUNT,
    "多少条": COUNT, "多少部": COUNT, "多少本": COUNT, "多少项": COUNT, "多少位": COUNT, "多少笔": COUNT,
    "多少单": COUNT, "多少件": COUNT, "多少份": COUNT, "多少座": COUNT, "多少所": COUNT, "多少只": COUNT,
    "几个": COUNT, "几家": COUNT, "几名": COUNT, "几位": COUNT, "几种": COUNT, "几条": COUNT, "几次": COUNT,
    "几笔": COUNT, "几单": COUNT, "几部": COUNT, "几本": COUNT, "几件": COUNT, "几所": COUNT, "几座": COUNT,
    "数量": COUNT, "个数": COUNT, "总数": COUNT, "多少": COUNT, "几": COUNT, "数目": COUNT, "次数": COUNT,  # (`参加次数`)
    # aggregates
    "平均": AVG, "平均值": AVG, "均值": AVG, "平均数": AVG, "平均是": AVG,
    "总和": SUM, "合计": SUM, "总计": SUM, "总共": SUM, "一共": SUM, "加起来": SUM, "之和": SUM, "累计": SUM,
    "总额": SUM, "总量": SUM,
    "最大值": MAX, "最高值": MAX, "最大": MAX, "最高": MAX, "最多": MAX, "最长": MAX, "最贵": MAX,
    "最重": MAX, "最晚": MAX, "最久": MAX, "最好": MAX, "最受欢迎": MAX,
    "最小值": MIN, "最低值": MIN, "最小": MIN, "最低": MIN, "最少": MIN, "最短": MIN, "最便宜": MIN,
    "最轻": MIN, "最早": MIN, "最差": MIN,
    "最畅销": MAX, "卖得最好": MAX, "卖得最多": MAX, "卖的最好": MAX, "卖的最多": MAX, "最滞销": MIN, "卖得最少": MIN,
    "卖的最少": MIN, "卖得最差": MIN, "卖的最差": MIN,
    # (售卖 is one verb: `售卖的最少` is not 售 and 卖的最少)
    "售卖的最多": MAX, "售卖得最多": MAX, "售卖的最少": MIN, "售卖得最少": MIN,
    "最快": MAX, "最远": MAX, "最热": MAX, "最慢": MIN, "最冷": MIN, "最矮": MIN, "最胖": MAX, "最瘦": MIN,
    # `总发电量`, `总的车辆`: a total; `多少钱` asks an amount as `多少` does
    "总": SUM, "多少钱": COUNT,
    # per group
    "每个": GROUP, "每种": GROUP, "每一个": GROUP, "每一": GROUP, "每类": GROUP, "每位": GROUP, "每家": GROUP,
    "各个": GROUP, "各种": GROUP, "各类": GROUP, "分别": GROUP, "按照每个": GROUP,
    # order
    "按": ORDER_BY, "按照": ORDER_BY, "根据": ORDER_BY, "依照": ORDER_BY, "依据": ORDER_BY,
    "降序": DESC, "倒序": DESC, "倒着": DESC, "倒过来": DESC, "从高到低": DESC, "从大到小": DESC, "由高到低": DESC, "由大到小": DESC,
    "从多到少": DESC, "由多到少": DESC, "从新到旧": DESC, "从晚到早": DESC, "由晚到早": DESC, "从长到短": DESC,
    "升序": ASC, "正序": ASC, "从低到高": ASC, "从小到大": ASC, "由低到高": ASC, "由小到大": ASC,
    "从少到多": ASC, "由少到多": ASC, "从旧到新": ASC, "从早到晚": ASC, "由早到晚": ASC, "从短到长": ASC,
    "由长到短": DESC, "由新到旧": DESC, "从近到远": DESC, "由近到远": DESC,
    "由短到长": ASC, "由旧到新": ASC, "从远到近": ASC, "由远到近": ASC,  # 远: long ago
    "最新": LATEST, "最近": LATEST,  # `最近的订单`: the newest first (`最近7天` is a period: onebox/tokens.py)
    # top N: `前3`, `前十`, `排前3` (one word to the segmenter)
    "前": TOP, "排前": TOP,
}
# One-character intent words count only where the segmenter cuts them out on their own.
CJK_SINGLE_INTENTS = frozenset({"几", "前", "按", "各", "每", "总"})
CJK_INTENTS.update({"各": GROUP, "每": GROUP})
# Words of an order that say nothing more than "ordered" (`按价格排序`, `按销量排列`).
ORDER_WORDS = frozenset({"排序", "排列", "排名", "顺序", "排行", "排", "来排", "进行排序", "依次"})
# English intent words, whole words; phrases before their parts.
LATIN_INTENTS = {
    "how many": COUNT, "number of": COUNT, "count of": COUNT, "count": COUNT,
    "average": AVG, "mean": AVG, "avg": AVG, "total": SUM, "sum of": SUM, "sum": SUM,
    "maximum": MAX, "max": MAX, "highest": MAX, "largest": MAX, "biggest": MAX, "most": MAX,
    "most expensive": MAX, "longest": MAX,
    "minimum": MIN, "min": MIN, "lowest": MIN, "smallest": MIN, "least": MIN, "fewest": MIN,
    "cheapest": MIN, "shortest": MIN,
    "best selling": MAX, "best-selling": MAX, "bestselling": MAX, "top selling": MAX, "top-selling": MAX,
    "most sold": MAX, "sold the most": MAX, "sold most": MAX, "sells the most": MAX, "sells best": MAX,
    "worst selling": MIN, "worst-selling": MIN, "least sold": MIN, "sold the least": MIN, "sells the least": MIN,
    "per": GROUP, "each": GROUP, "for each": GROUP, "by each": GROUP,
    "sorted by": ORDER_BY, "ordered by": ORDER_BY, "order by": ORDER_BY, "sort by": ORDER_BY,
    "ranked by": ORDER_BY, "by": ORDER_BY,
    "descending": DESC, "desc": DESC, "high to low": DESC, "highest first": DESC,
    "ascending": ASC, "asc": ASC, "low to high": ASC, "lowest first": ASC,
    "latest": LATEST, "newest": LATEST, "most recent": LATEST, "recent": LATEST,
    "oldest": EARLIEST, "earliest": EARLIEST,
    "top": TOP, "first": TOP, "bottom": BOTTOM,
}
# Superlative adjectives that say which kind of column they order by: `最贵的商品` is the price.
SUPERLATIVE_KINDS = {"最贵": "money", "最便宜": "money", "most expensive": "money", "cheapest": "money",
                     "最晚": "date", "最早": "date", "longest": "length", "shortest": "length",  # (the length's word)
                     # `卖得最好的商品`, `best selling products`: what was sold, counted (column_kinds.is_sold_column)
                     **{w: "sold" for w in ("最畅销", "卖得最好", "卖得最多", "卖的最好", "卖的最多", "最滞销", "卖得最少",
                                            "卖的最少", "卖得最差", "卖的最差", "best selling", "best-selling", "bestselling",
                                            "top selling", "top-selling", "most sold", "sold the most", "sold most",
                                            "sells the most", "sells best", "worst selling", "worst-selling", "least sold",
                                            "sold the least", "sells the least", "售卖的最多", "售卖得最多", "售卖的最少",
                                            "售卖得最少")}}

# `from`: since a day (`from 2024-03-01`), but a period itself (`invoices from last month`, `from 2024 to
# 2025`) and where the rows are from before a word (`customers from Canada`).
ORIGIN_WORDS = frozenset({"from"})
# Words that say where (`位于海淀区`, `地址在海淀区`): the words after them may be any part of the place
# the rows write out (an address), so they are looked for anywhere in its values, as `contains`.
LOCATED_WORDS = frozenset({"位于", "地处", "坐落于", "坐落在", "在", "located in", "in"})
# English words that join a date column's word to a day or month (`due on 2026-03-31`).
DATE_LINKING_WORDS = frozenset({"on", "in", "at", "during", "within"})

# One Chinese character that stands for the word a column is named with (`哪些省` is the province):
# a single character names a column only this way (elsewhere it is inside too many descriptions).
# `大洲` (a continent) is the one text column named with 洲 (所属洲).
# Verbs of a table's rows taking place (`博览会举办了多少次`): before a count of those rows they say
# nothing of which rows — unlike a verb that may be a condition (`退款了多少次`).
OCCURRING_VERBS = frozenset({"举办", "举行", "召开", "开展", "开办", "发生", "进行", "播出", "上演", "颁发"})
SHORT_COLUMN_WORDS = {"省": "省份", "市": "城市", "国": "国家", "年": "年份", "区": "区域", "大洲": "洲"}
# …and for a table's name only (`哪些书的评分`: 书籍; no column word — 书名 is no book)
SHORT_TABLE_WORDS = {**SHORT_COLUMN_WORDS, "书": "书籍", "卖": "售卖"}
# Words that, typed onto a column word the segmenter keeps whole, ask its total (`总人口`), its
# average (`平均年龄`) or one answer per value (`各省`, `每家`).
TOTAL_PREFIXES = {"总": SUM, "各": GROUP, "每": GROUP, "平均": AVG}

# -- either / or -----------------------------------------------------------------------------
# `A或者B`: rows that meet one condition or another. Two values of one column become `in`;
# anything else a link cannot show, and the answer says so rather than AND the two.
OR_WORDS = frozenset({"或者", "或", "或是", "还是", "or"})

# -- numbers --------------------------------------------------------------------------------
# Units that may follow a number and belong to it (`22岁`, `100元`, `5千克`): the number is
# compared without its unit. A unit says something about the column (`岁` is an age): see
# UNIT_COLUMN_WORDS. Currency units make a number an amount.
CURRENCY_UNITS = frozenset({"元", "块", "块钱", "元钱", "万元", "亿元", "美元", "美金", "欧元", "英镑", "日元", "rmb", "yuan"}) | \
    frozenset({"dollar", "usd", "euro", "eur", "pound", "gbp", "cny"})  # (English, typed a space after the number)
# English currency words are a number's unit a space after it too (`payments over 5 dollars`), and so
# are the words of a duration (`tracks longer than 5 minutes`).
LATIN_CURRENCIES = frozenset(u for u in CURRENCY_UNITS if u.isascii())
LATIN_DURATIONS = frozenset({"millisecond", "second", "minute", "hour"})
# An age typed in English (`60 years old`, `aged 60`, `older than 60`) is a number in this unit, as `60岁` is.
AGE_UNIT = "years old"
AGE_UNITS = frozenset({"岁", "周岁", AGE_UNIT})
LATIN_SPACED_UNITS = LATIN_CURRENCIES | LATIN_DURATIONS
# The words of a column that holds a duration, which a number of minutes or hours compares with.
DURATION_WORDS = ("duration", "length", "runtime", "millisecond", "second", "minute", "时长", "片长", "分钟", "秒")
UNITS = frozenset("""
元 块 块钱 美元 美金 欧元 英镑 日元 万元 亿元 岁 周岁 年 个月 月 天 日 小时 分钟 分 秒 周 星期 次 个 家 名 人 位 本 部 件 条 项 份 只 台 辆 座 所 间 套 门 趟
张 篇 首 集 届 场 款 种 类 层 支 架 枚 艘 颗 棵 株 栋 回 人次 千克 公斤 斤 克 吨 米 公里 千米 厘米 毫米 平方米 平米 亩 公顷 升 毫升 度 摄氏度 分贝 页 字 万字 星 票 刊 笔 单
""".split())
# Units written in letters right after a number (`16G`, `160cm`, `11kg`): kept as the unit, the
# number compared without it.
LATIN_UNITS = frozenset("g gb t tb m mb kb kg cm mm km l ml h min s w kw mah hz ghz mhz px".split())
# What column a unit points at when no column word is typed: `大于22岁` is the age.
UNIT_COLUMN_WORDS = {
    **dict.fromkeys(AGE_UNITS, ("年龄", "age")),
    "元": ("金额", "价格", "价", "费", "money", "amount", "price"), "块": ("金额", "价格", "价", "费"),
    "人": ("人数", "人口", "员工", "people"), "名": ("人数", "名额"),
    "千克": ("重量", "体重", "weight"), "公斤": ("重量", "体重", "weight"), "吨": ("重量", "吨位"),
    "米": ("长度", "高度", "身高", "距离"), "公里": ("距离", "里程", "长度"), "厘米": ("身高", "长度", "高度"),
    "天": ("天数", "days"), "页": ("页数",), "集": ("集数",), "分钟": ("时长", "分钟"), "小时": ("时长", "小时"),
    "星": ("星级", "评分", "星", "star", "rating"),
    **dict.fromkeys(LATIN_DURATIONS, DURATION_WORDS),
}
# Counting classifiers: a number with one of them counts things (`5家`, `3个`), so it is never a
# key, never an amount.
# How the name of a column that counts things ends (覆盖国家数量, 员工数): per such a number is no group,
# and an age (`35岁`) is never its value.
COUNT_NAME_ENDS = ("数量", "个数", "总数", "次数", "数", "count", "Count", "_num")
COUNT_UNITS = frozenset("个 家 名 人 位 本 部 件 条 项 份 只 台 辆 座 所 间 套 张 篇 首 集 届 场 款 种 类 次 回 笔 单 门 趟 支 架 枚 艘 颗 棵 株 栋 刊 道".split())
# Typed right onto the word of a column that counts things, a few more measure words count them
# (`32块金牌`); alone, `5块` is as often money.
GLUED_COUNT_UNITS = COUNT_UNITS | {"块"}
# `多少场`, `几届`: how many, with any measure word a count takes.
CJK_INTENTS.update({f"{word}{unit}": COUNT for word in ("多少", "几") for unit in COUNT_UNITS
                    if f"{word}{unit}" not in CJK_INTENTS})
# `每部电影`, `每辆车`: each one, as 每个 (never a value of the column before it) — but `每人`, `每次`
# say per person, per time.
CJK_INTENTS.update({f"每{unit}": GROUP for unit in COUNT_UNITS - {"人", "次"} if f"每{unit}" not in CJK_INTENTS})
# `各届`, `各家`: each one, as 各个.
CJK_INTENTS.update({f"各{unit}": GROUP for unit in COUNT_UNITS - {"人", "次", "位"} if f"各{unit}" not in CJK_INTENTS})
# `第几届`, `第几名`: which one (an ordinal asked), no count — a question word like 哪个.
ORDINAL_QUESTIONS = frozenset({"第几"} | {f"第几{unit}" for unit in COUNT_UNITS})
# `哪几届`, `哪几家`: which ones (several of them) — a question word like 哪些, no count (`几届` alone asks how many).
WHICH_SEVERAL = frozenset(f"哪几{unit}" for unit in COUNT_UNITS)
# Quantities computed from several columns (`死亡比例` = deaths / fighters, `温差` = highest - lowest):
# a table holds the columns, not the quantity. Typed with nothing compared, they ask to see or order
# by something a table page cannot show, so they are left out and named — never a condition; compared
# (`占比高于40%`), the question is refused (docs/one-box.md, "Questions").
COMPUTED_QUANTITIES = frozenset({
    "比例", "占比", "比率", "比重", "比值", "密度", "人口密度", "差", "差额", "差价", "差值", "温差", "价差",
    "涨幅", "增幅", "降幅", "跌幅", "增长率", "增速", "利润", "毛利", "净利润", "收益", "盈利", "人均", "概率",
    # (a product or a sum when no column is so named: `累计销售额` = 售价 × 累计销量, `评价人次`, `成人总费用`;
    # not 金额, which business schemas name their amounts with)
    "销售额", "总费用", "人次",
    # (a lifespan: the years from birth to death, `生平年龄`)
    "生平", "寿命", "享年",
    "ratio", "density", "margin", "proportion", "percentage", "difference"})
# ... and any rate a table does not hold (`合格率` = passed / sat, `得房率`): a word of two or more
# characters ending with 率.
RATE_ENDING = "率"


def computed_quantity(word: str) -> bool:
    """`比例`, and a word the segmenter keeps whole that ends with one (`沙化比例`, `人口密度`)."""
    return word in COMPUTED_QUANTITIES or len(word) > 1 and word.endswith(RATE_ENDING) or len(word) > 2 and any(
        word.endswith(q) for q in COMPUTED_QUANTITIES if len(q) > 1)


# Unknown words typed together onto a computed quantity that may name it (`淡旺季票价差额`,
# `院士占所有医生的比例`), and the words that may stand between them.
QUANTITY_NAME_WORDS = 4
QUANTITY_JOINERS = frozenset({"所有", "全部", "总", "的"})
QUANTITY_NUMBER_WORD = "数"


def names_quantity(tokens, index: int, unknown) -> bool:
    """`录取比例`, `活跃用户占比`: unknown words typed onto a computed quantity say what is divided by
    what — they name the quantity, not rows, and are left out with it. Never a negation (`未上市比例`)."""
    # (`淡旺季票价差额`: a run of such words, typed together; `游戏公司年收益`: 公司 names the table)
    before = tokens[index - 1] if index > 0 else None
    if tokens[index].text == QUANTITY_NUMBER_WORD and before is not None and before.end == tokens[index].start \
            and before in unknown and computed_quantity(before.value):
        return True  # (`票价差额数`, `涨幅数`: the number of that quantity, said with 数 typed onto it)
    run = index
    while run + 1 < len(tokens) and run - index < QUANTITY_NAME_WORDS and (
            tokens[run] in unknown or run > index and tokens[run].text in QUANTITY_JOINERS) and \
            tokens[run].text[:1] not in "未非不没无" and tokens[run + 1].start == tokens[run].end:
        run += 1
        if computed_quantity(tokens[run].value) and tokens[run] in unknown:
            return True
    return False


def names_left_quantity(token, unused, q: str = "") -> bool:
    """Whether the word is typed, with others left out, onto a quantity worked out that was left out
    (only the words `QUANTITY_JOINERS` may stand between them in `q`)."""
    by_start = {u.start: u for u in unused}
    for _ in range(QUANTITY_NAME_WORDS):
        nxt = by_start.get(token.end)
        if nxt is None and q:  # (`院士占所有医生的比例`: over the joining words)
            nxt = next((u for u in unused if u.start > token.end and all(
                w in QUANTITY_JOINERS for w in joiner_words(q[token.end : u.start]))), None)
        if nxt is None:
            return False
        if computed_quantity(nxt.value):
            return True
        token = nxt
    return False


def joiner_words(gap: str) -> list[str]:
    """The gap cut into joining words, longest first (`所有的` → 所有, 的); a piece that is none stays whole."""
    out, rest = [], gap
    while rest:
        word = next((w for w in sorted(QUANTITY_JOINERS, key=len, reverse=True) if rest.startswith(w)), rest)
        out.append(word)
        rest = rest[len(word):]
    return out


def quantity_modifiers(binding, q: str = "") -> int:
    """Words left out as part of a quantity worked out from columns (`入围比例`, `作品入围的比例`): a table
    that reads them (入围作品数量) explains more of the question."""
    return sum(names_left_quantity(t, binding.unused, q) for t in binding.unused)


# Words that say a number is a key (`编号1024`, `ID 98`, `#98`, `no. 98`).
KEY_WORDS = frozenset({"编号", "id", "号", "序号", "no", "#", "号码", "单号"})

# -- relative dates ------------------------------------------------------------------------------
# Periods relative to the day the request is read (Options.today): (unit, offset). `最近N天/周/月`
# and `last N days` are read apart (words/values.py).
RELATIVE_PERIODS = {
    "今天": ("day", 0), "今日": ("day", 0), "昨天": ("day", -1), "昨日": ("day", -1), "前天": ("day", -2),
    "本周": ("week", 0), "这周": ("week", 0), "这个星期": ("week", 0), "上周": ("week", -1), "上个星期": ("week", -1),
    "上星期": ("week", -1), "本月": ("month", 0), "这个月": ("month", 0), "当月": ("month", 0),
    "上月": ("month", -1), "上个月": ("month", -1), "今年": ("year", 0), "本年": ("year", 0), "当年": ("year", 0),
    "去年": ("year", -1), "上一年": ("year", -1), "前年": ("year", -2), "本季度": ("quarter", 0),
    "上季度": ("quarter", -1), "上个季度": ("quarter", -1),
    "today": ("day", 0), "yesterday": ("day", -1), "this week": ("week", 0), "last week": ("week", -1),
    "this month": ("month", 0), "last month": ("month", -1), "this year": ("year", 0),
    "last year": ("year", -1), "this quarter": ("quarter", 0), "last quarter": ("quarter", -1),
    # ahead of the day too: what is due, expires or is expected (`下个月到期的合同`, `orders that expire next month`)
    "明天": ("day", 1), "明日": ("day", 1), "下周": ("week", 1), "下个星期": ("week", 1), "下星期": ("week", 1),
    "下月": ("month", 1), "下个月": ("month", 1), "明年": ("year", 1), "下一年": ("year", 1), "下季度": ("quarter", 1),
    "下个季度": ("quarter", 1), "tomorrow": ("day", 1), "next week": ("week", 1), "next month": ("month", 1),
    "next year": ("year", 1), "next quarter": ("quarter", 1),
}

# -- negation -----------------------------------------------------------------------------------
# `未付款`, `没发货`, `还没审核`: a negation glued to a verb a legend spells with a prefix (`待付款`,
# `已发货`). Read against the legend: the label that says the same (`待` + verb), else the `not` of
# the positive label (`已` + verb, or the verb itself).
NEGATIONS = ("还没有", "尚未", "还没", "没有", "未", "没", "不", "无")
PENDING_PREFIXES = ("待", "未")
# Words that say the same as a `待` label (`等审核`, `还在等审核` → 待审核).
WAITING_WORDS = ("还在等", "在等", "等待", "尚待", "等")
# English words for "still waiting", whatever for: the one label of a table that says a row still waits
# (`待审核` of refunds for `pending refunds`); where several do (待付款, 待发货), the word does not say which.
# (`未` labels are left out: 未知, 未婚 wait for nothing.)
PENDING_WORDS = ("pending", "awaiting")
WAITING_PREFIX = "待"
NOT_DONE_PREFIX = "未"  # (`未支付` says not paid more plainly than `待支付`, waiting to pay: lexicon.plainer_negation)
DONE_PREFIXES = ("已", "已经")
# Other words for labels of one character, which the glossary never holds (`1男 2女`): English, and
# the Chinese words people type for the sexes (`女性用户`, `男士`) where the legend writes one character.
ONE_CHARACTER_LABELS = {"男": ("male", "man", "men", "男性", "男士"), "女": ("female", "woman", "women", "女性", "女士")}
# Labels a legend or an enum says the two sexes with (`ENUM('M','F')`, `male/female`): read as 男/女 when both are there.
SEX_LABELS = {"男": ("m", "male", "男性"), "女": ("f", "female", "女性")}
# Words that say a bare verb label (`禁用`, `删除`) is done: `已禁用`, `被删除` are that label's rows.
DONE_WORDS = ("已经被", "已被", "已经", "已", "被")

# Words before a group's word asking which of them, or for each of them (`哪些省份`, `每个城市`).
GROUP_WHICH = frozenset("哪些 哪个 哪 哪位 哪几位 哪一位 哪家 哪几个 哪一个 哪种 哪类 哪一种 哪一类 哪几种 每个 每 各 各个 "
                         "哪所 哪座 哪支 "
                         "每一个 每一 每一种 每一位 每一家 每一类 每位 每种 每家 每类 各种 各类 各家 各位 which".split()) | WHICH_SEVERAL
WHICH_GROUP = frozenset(w for w in GROUP_WHICH if w.startswith("哪") or w == "which")  # of them, those asking which (not 每个)
