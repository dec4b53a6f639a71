"""Sentences about questions read in the one box (docs/one-box.md, "Questions") and about numbers
the rows write as text (docs/conditions.md), in Chinese and English; messages.py adds them to its
table. Kept apart so the question words stay on one screen."""

QUESTION_TEXT: dict[str, dict[str, str]] = {
    "unused_question_words": {
        "en": " {unused} says nothing this answer can filter or show, so it is left out; the answer is less "
              "certain for that.",
        "zh": "{unused} 在这里既不能筛选也不能显示，答案没有用到它，因此把握较低。",
    },
    "scope_only_tables": {
        "en": " “{words}” only says which tables to look in; the answer takes no condition from it.",
        "zh": "“{words}”只说了在哪些表里找，答案没有从中读出条件。",
    },
    "most_across_a_link": {
        "en": "{table} fits, but {words} asks which of its rows has the most (or fewest) rows of {linked}; that is no "
              "filter of {table}, and its rows that have any {linked} are not the one asked for, so nothing is answered.",
        "zh": "{table} 符合，但 {words} 问的是它哪一行的 {linked} 记录最多（或最少）；这不是 {table} 能套用的条件，"
              "有 {linked} 记录的行也不就是所问的那一行，所以没有给出答案。",
    },
    "next_most_across_a_link": {
        "en": "Open {table} and count its rows of the linked table yourself, or ask for those with more than a number "
              "of them (“with more than 5 …”).",
        "zh": "打开 {table} 自行统计关联记录，或改问关联记录超过某个数量的行（“…超过5个的…”）。",
    },
    "most_left_out": {
        "en": "{table} fits, but {words} asks which of its rows has the most (or least) of something this answer "
              "cannot count or sort by, so nothing is answered: all its rows are not the one asked for.",
        "zh": "{table} 符合，但 {words} 问的是它哪一行某样东西最多（或最少），这个答案没法按它统计或排序，"
              "所以没有给出答案：它的全部行并不是所问的那一行。",
    },
    "next_most_left_out": {
        "en": "Open {table} to look through its rows, or ask for the most of one of its columns (“… with the highest "
              "price”).",
        "zh": "打开 {table} 查看它的行，或改问它某个字段最大（最小）的行（“…价格最高的…”）。",
    },
    "undone_intent_words": {
        "en": " {unused} asks to group, sort or total the rows in a way this answer cannot do, so it is left "
              "out; the answer is less certain for that.",
        "zh": "{unused} 要的分组、排序或汇总这个答案做不到，没有用上，因此把握较低。",
    },
    "computed_quantity": {
        "en": " {unused} is worked out from several columns and no column holds it, so it can neither filter nor "
              "sort here: the answer shows the rows, from whose columns it can be worked out, and is less certain "
              "for that.",
        "zh": "{unused} 要用几个字段算出来，没有哪一列存着它，在这里既不能筛选也不能排序：答案给出这些行，可以用它们的字段算出；"
              "因此把握较低。",
    },
    "why_other_table_word": {
        "en": "“{typed}” is in {column}, not in the table the rest of the question reads on: this answer "
              "cannot show it.",
        "zh": "“{typed}”在 {column} 里，不在问题其余部分所读的这张表里：这个答案显示不了它。",
    },
    "next_why_other_table_word": {
        "en": "Ask {column} for “{typed}” on its own, or remove “{typed}” from the question.",
        "zh": "单独去 {column} 里查“{typed}”，或者从问题里去掉“{typed}”。",
    },
    "resolved_shortened_name": {
        "en": "“{words}” is the name of {table}, with its last word written shorter or longer, the way 网站 is often written 网.",
        "zh": "“{words}”就是 {table} 的表名，只是最后一个词写得短一些或长一些（就像把“网站”写成“网”）。",
    },
    "column_backed": {
        "en": "Your words name {table} only in part, but the rest of the question is its columns ({columns}) "
              "and every word reads on it, so {table} is the answer — check it is the one you mean.",
        "zh": "你的词只说中了 {table} 表名的一部分，但问题里其余的词都是它的字段（{columns}），每个词都能在它上面读通，"
              "所以答案是 {table}——请确认这是你要的表。",
    },
    "word_elsewhere": {
        "en": "For “{words}”, {table} fits best, but “{word}” is none of its words — it is a column of {others}: "
              "say which table you mean.",
        "zh": "“{words}”最符合 {table}，但“{word}”不是它的词，而是 {others} 的字段：请说明要的是哪张表。",
    },
    "held_only_there": {
        "en": "No word names a table, but only {table}'s rows hold “{value}” (in {column}), and what is asked is "
              "one of its columns: {table} is the answer — check it is the one you mean.",
        "zh": "没有词直接说出是哪张表，但只有 {table} 的行里有“{value}”（在 {column} 里），要看的也正是它的字段："
              "答案是 {table}——请确认这是你要的表。",
    },
    "grouped_there": {
        "en": "“{words}” names {named}, but {named} has no {missing}; the question groups the rows of {table} by "
              "{group}, and every word reads on it, so {table} is the answer — check it is the one you mean.",
        "zh": "“{words}”说的是 {named}，但 {named} 里没有{missing}；问题是按{group}分组看 {table} 的行，"
              "每个词都能在它上面读通，所以答案是 {table}——请确认这是你要的表。",
    },
    "grouped_among": {
        "en": "“{words}” fits several tables, but only {table} reads every word of the question, grouping its rows "
              "by {group}: {table} is the answer — check it is the one you mean.",
        "zh": "“{words}”符合好几张表，但只有 {table} 能读通问题的每个词，并按{group}分组看它的行：答案是 {table}"
              "——请确认这是你要的表。",
    },
    "rows_named": {
        "en": "“{word}” names {table} only in part, but each of its rows is one {word} ({column}), so {table} is "
              "the answer — check it is the one you mean.",
        "zh": "“{word}”只说中了 {table} 表名的一部分，但它的每一行就是一个{word}（{column}），所以答案是 {table}——请确认这是你要的表。",
    },
    "either_or": {
        "en": "{words} joins conditions that cannot be read as one choice here: each side of “or” must be one "
              "comparison on a column of this table (not a period of time, not a column of a linked table).",
        "zh": "{words} 两边的条件合不成一个“或”：两边都得是本表某个字段上的一个比较（不能是一段时间，也不能是关联表的字段）。",
    },
    "next_open_sql_either": {
        "en": "Open the query of {table} in the SQL editor: a table page's filters keep only the rows that meet "
              "every condition, never the rows that meet one of them.",
        "zh": "在 SQL 编辑器中打开 {table} 的查询：表页面的筛选只保留同时满足全部条件的行，表达不了“或”。",
    },
    "next_either_or": {
        "en": "Ask for each side on its own, or make each side one comparison on this table "
              "(`price under 100 or sales over 500`).",
        "zh": "把两边分开来问，或让两边各是本表的一个比较（如“价格低于100或者销量超过500”）。",
    },
    "why_text_numbers": {
        "en": "The rows of {column} hold numbers written with their unit or sign as text (like “{example}”), "
              "which SQL compares as text, so no link can find {column} {typed}.",
        "zh": "{column} 的取值是带单位或符号的文字（如“{example}”），SQL 按文字比较大小，链接筛不出“{typed}”的行。",
    },
    # numbers the rows write as text with their unit, compared as numbers (conditions.md)
    "note_as_number": {
        "en": " {column} holds numbers written as text with their unit: “{typed}” is compared with the number "
              "each row spells ({compared}).",
        "zh": " {column} 存的是带单位的文字：“{typed}”按每行文字里的数字比较（{compared}）。",
    },
    "held_other_unit": {
        "en": "“{value}” ({said}) is in another unit than the rows of {column}, which are written like “{example}”.",
        "zh": "“{value}”（{said}）的单位和 {column} 的取值不同，表里的写法如“{example}”。",
    },
    "next_held_unit": {
        "en": "Give {column} a number in the unit its rows use (like “{example}”).",
        "zh": "按表里的单位给 {column} 一个数（如“{example}”）。",
    },
    "next_open_sql": {
        "en": "Open the query of {table} in the SQL editor: its table filters would compare the numbers as text.",
        "zh": "在 SQL 编辑器中打开 {table} 的查询：表格筛选会把这些数按文字比较。",
    },
    "why_other_unit": {
        "en": "{column} holds numbers written with their unit (like “{example}”); “{typed}” is in another unit, "
              "so it cannot be compared with them.",
        "zh": "{column} 的取值是带单位的数（如“{example}”），“{typed}”的单位和它不同，无法比较。",
    },
    "next_why_other_unit": {
        "en": "Give the number in the unit {column} is written in (like “{example}”).",
        "zh": "按 {column} 的单位给出数字（如“{example}”）。",
    },
    "why_share_number": {
        "en": "{column} holds shares as fractions between 0 and 1; “{typed}” is none of them (write it as a percent).",
        "zh": "{column} 存的是 0 到 1 之间的比例，“{typed}”不是这样的值（可以写成百分数）。",
    },
    "why_yes_no_number": {
        "en": "{column} holds only yes or no (1 or 0); “{typed}” is no such value.",
        "zh": "{column} 只存是或否（1 或 0），“{typed}”不是这样的值。",
    },
    "why_name_of_other": {
        "en": "“{typed}” is the name of what {column} refers to; this table keeps only {column}, not that name.",
        "zh": "“{typed}”是 {column} 所指那一方的名称；这张表只存 {column}，不存那个名称。",
    },
    "why_total_of_other": {
        "en": "“{typed}” is said only of {column}: the total of something the question does not name.",
        "zh": "“{typed}”只出现在 {column} 的说明里：那是问题没有提到的另一样东西的总额。",
    },
    "why_words_ordered": {
        "en": "{column} holds words, not numbers; “{typed}” cannot be compared with them.",
        "zh": "{column} 存的是文字而不是数字，“{typed}”没法和它比大小。",
    },
    "why_aggregate_compared": {
        "en": "“{typed}” compares an average or total of {column}; a link filters rows, not totals.",
        "zh": "“{typed}”比较的是 {column} 的平均值或总和；链接只能筛选行，不能筛选汇总后的值。",
    },
    "why_aggregate_any": {
        "en": "“{typed}” compares an average or total; a link filters rows, not totals.",
        "zh": "“{typed}”比较的是一个平均值或总和；链接只能筛选行，不能筛选汇总后的值。",
    },
    "why_count_compared": {
        "en": "“{typed}” compares how many rows there are, but the question says of no one column per what "
              "they are counted.",
        "zh": "“{typed}”比较的是行数，但问题里没有说按哪一个字段分组来数。",
    },
    "next_why_count_compared": {
        "en": "Say per what to count (like “provinces with more than {typed} cities”), or ask again without “{typed}”.",
        "zh": "说出按什么来数（如“哪些省份有{typed}以上的城市”），或者去掉“{typed}”再问一次。",
    },
    "why_superlative_which": {
        "en": "“{typed}” is said of a word that fits several columns: {column}; which one it is of cannot be told.",
        "zh": "“{typed}”说的那个词对得上几个字段：{column}，看不出是哪一个的{typed}。",
    },
    "next_why_superlative_which": {
        "en": "Ask again with one of these columns named before “{typed}”: {column}.",
        "zh": "把其中一个字段名写在“{typed}”前面再问一次：{column}。",
    },
    "why_count_had": {
        "en": "“{typed}” counts what the word after “有” names, not the rows of this table, so no count of rows "
              "per group can say it.",
        "zh": "“{typed}”数的是“有”后面那个词说的东西，不是本表的行，按组数行数表达不了。",
    },
    "next_why_count_had": {
        "en": "Ask for the count of rows per group without “有” (like “provinces with more than 3 cities”), "
              "or ask again without “{typed}”.",
        "zh": "去掉“有”按组数行数来问（如“哪些省份的城市多于3个”），或者去掉“{typed}”再问一次。",
    },
    "why_age_not_count": {
        "en": "“{typed}” is an age, but {column} counts things, so it is not the column this age is of.",
        "zh": "“{typed}”是年龄，而 {column} 是个数，这个年龄不是它的。",
    },
    "next_why_age_not_count": {
        "en": "Name the column of the age (like “age”), or ask again without “{typed}”.",
        "zh": "写出年龄所在的字段（如“年龄”），或者去掉“{typed}”再问一次。",
    },
    "why_per_count_column": {
        "en": "“{typed}” asks per group, but the word after “each” fits only a column of this table that counts "
              "those things, so these rows cannot be counted per it.",
        "zh": "“{typed}”要按组来数，但“每个”后面的词在本表只对得上一个计数的字段，这些行没法按它分组来数。",
    },
    "next_why_per_count_column": {
        "en": "Ask the table whose rows are those things, or ask again without “each”.",
        "zh": "去问记录这些东西本身的表，或者去掉“每个”再问一次。",
    },
    "next_open_sql_having": {
        "en": "Open the query of {table} in the SQL editor: it counts or totals the rows of each group and keeps "
              "the groups that pass; a table page's filters keep rows, not groups.",
        "zh": "在 SQL 编辑器中打开 {table} 的查询：它按组计数或汇总，只留下符合条件的组；表页面的筛选只能筛行，筛不了组。",
    },
    "next_open_sql_most": {
        "en": "Open the query of {table} in the SQL editor: it counts the rows of each group and orders the groups "
              "by that number; a table page orders rows, not groups.",
        "zh": "在 SQL 编辑器中打开 {table} 的查询：它按组计数，并按每组的行数给组排序；表页面只能给行排序，排不了组。",
    },
    "next_open_sql_ordered": {
        "en": "Open the query of {table} in the SQL editor: it works out each group's average or total and orders "
              "the groups by it; a table page orders rows, not groups.",
        "zh": "在 SQL 编辑器中打开 {table} 的查询：它算出每组的平均值或合计，并按它给组排序；表页面只能给行排序，排不了组。",
    },
    "why_quantity_compared": {
        "en": "“{typed}” is worked out from several columns and no column holds it, so no rows can be picked by it.",
        "zh": "“{typed}”要用几个字段算出来，没有哪一列存着它，不能用它来挑选行。",
    },
    "next_why_quantity_compared": {
        "en": "Compare one of the columns it is worked out from, or ask again without “{typed}”.",
        "zh": "改为比较算出它的某一个字段，或者去掉“{typed}”再问一次。",
    },
    "why_word_ordered": {
        "en": "“{typed}” is compared for order, but it is no number or date, so {column} cannot be sorted against it.",
        "zh": "“{typed}”被用来比较大小，但它不是数字或日期，{column} 无法按它比较。",
    },
    "why_which_other": {
        "en": "“{typed}” asks which {column} come first by their rows; the rows of this table are not {column} "
              "themselves, so no link of it shows that answer.",
        "zh": "“{typed}”问的是按各自的行排在前面的几个 {column}；这张表的行不是 {column} 本身，它的链接给不出这个答案。",
    },
    "next_why_text_numbers": {
        "en": "Ask for one value as the rows write it (like {column} “{example}”), or sort the table by {column}.",
        "zh": "改问一个具体取值（按表里的写法，如 {column} “{example}”），或者打开表按 {column} 排序查看。",
    },
    "next_why_share_number": {
        "en": "Write the share as a percent (like 30%).",
        "zh": "把比例写成百分数（如 30%）。",
    },
    "next_why_yes_no_number": {
        "en": "Ask for the rows where {column} is yes, or name the column that holds the number.",
        "zh": "改问 {column} 为“是”的行，或者说出存这个数字的那一列。",
    },
    "next_why_name_of_other": {
        "en": "Ask by {column} itself, or ask the table that keeps the name.",
        "zh": "直接按 {column} 来问，或者去存这个名称的那张表里问。",
    },
    "next_why_total_of_other": {
        "en": "Say which amount to total (in the words its description uses), or ask for {column} itself.",
        "zh": "说出要合计的是哪一项金额（用它说明里的词），或者直接问 {column}。",
    },
    "next_why_words_ordered": {
        "en": "Ask for one of the words {column} holds, or name the column that holds the number.",
        "zh": "改问 {column} 的某个取值，或者说出存这个数字的那一列。",
    },
    "next_why_aggregate_compared": {
        "en": "Ask again without “{typed}”: a link can show the average or total of {column} itself.",
        "zh": "去掉“{typed}”再问一次：链接可以给出 {column} 的平均值或总和本身。",
    },
    "next_why_aggregate_any": {
        "en": "Ask again without “{typed}”: a link can show the average or total itself.",
        "zh": "去掉“{typed}”再问一次：链接可以给出平均值或总和本身。",
    },
    "next_why_word_ordered": {
        "en": "Write a number or a date in place of “{typed}”.",
        "zh": "用数字或日期代替“{typed}”。",
    },
    "ambiguous_value_tables": {
        "en": "“{typed}” is a value the rows of several tables hold: {tables}{cut}. Pick the one you mean.",
        "zh": "好几张表的数据里都有“{typed}”：{tables}{cut}。请选你要的那张。",
    },
    "cand_value_held": {"en": "its {columns} holds “{typed}”", "zh": "它的 {columns} 里有“{typed}”"},
    "why_key_by_value": {
        "en": "{column} holds the key of another row; “{typed}” is a value of that row, not of these rows, so it is "
              "not read as one of their own columns.",
        "zh": "{column} 存的是另一行的编号；“{typed}”是那一行的取值，不是这些行自己的，所以没有当作它们自己字段的值。",
    },
    "next_why_key_by_value": {
        "en": "Find the row of “{typed}” first, then ask with {column} and its key (like “{column} 2”).",
        "zh": "先查到“{typed}”那一行，再用 {column} 加它的编号来问（如“{column} 2”）。",
    },
    "held_beyond_range": {
        "en": "{value} is no {column}: its rows hold {low} to {high}.",
        "zh": "{value} 不是 {column} 的值：它的行取值从 {low} 到 {high}。",
    },
    "next_held_beyond_range": {
        "en": "Say which column {value} is (its number, code or serial, e.g. “order number {value}”), or check {column}.",
        "zh": "说出 {value} 是哪个字段的值（编号、单号等，例如“订单编号{value}”），或者核对 {column}。",
    },
    "why_beyond_range": {
        "en": "{typed} is no {column}: its numbers are far shorter.",
        "zh": "{typed} 不是 {column} 的值：它的数字都短得多。",
    },
    "next_why_beyond_range": {
        "en": "Say which column {typed} is (its number, code or serial, e.g. “order number {typed}”).",
        "zh": "说出 {typed} 是哪个字段的值（编号、单号等，例如“订单编号{typed}”）。",
    },
    "why_future_dates": {
        "en": "“{typed}” is counted back from today, but {column} holds dates after today (made up or shifted, "
              "as in anonymised data): it cannot be read on them.",
        "zh": "“{typed}”要从今天往回算，但 {column} 里有晚于今天的日期（可能是编造或平移过的，匿名化的数据常这样）：没法在它上面读出来。",
    },
    "next_why_future_dates": {
        "en": "Filter {column} by dates instead, like “{column} before 1960-01-01”.",
        "zh": "改用日期来筛选 {column}，如“{column} 早于 1960-01-01”。",
    },
    "why_other_event": {
        "en": "“{typed}” says when something else happened: {column} is no date of it.",
        "zh": "“{typed}”说的是另一件事的时间：{column} 记的不是它。",
    },
    "next_why_other_event": {
        "en": "Ask by {column} itself, or by the table that keeps when that happened.",
        "zh": "改用 {column} 本身来问，或者去问记录那件事时间的表。",
    },
    "why_age_not_read": {
        "en": "“{typed}” is an age, and {column} holds dates of birth: only whole years — over, under, exactly "
              "or not that age — can be read on them.",
        "zh": "“{typed}”是年龄，而 {column} 存的是出生日期：只能读出整岁数——大于、小于、正好或不是这个年龄。",
    },
    "next_why_age_not_read": {
        "en": "Ask for an age over, under or exactly {typed}.",
        "zh": "改问大于、小于或正好 {typed} 的年龄。",
    },
    "why_years_not_read": {
        "en": "“{typed}” is a number of years, and {column} holds dates: only whole years — more, fewer, exactly "
              "or not that many years ago — can be read on them.",
        "zh": "“{typed}”是一段年数，而 {column} 存的是日期：只能读出整年数——多于、少于、正好或不是这么多年。",
    },
    "next_why_years_not_read": {
        "en": "Ask for more, fewer or exactly {typed}.",
        "zh": "改问多于、少于或正好 {typed}。",
    },
    "why_count_of_column": {
        "en": "“{typed}” asks how many {column} there are; the rows of this table are not {column} themselves, "
              "so counting them does not answer it.",
        "zh": "“{typed}”问的是有多少个 {column}；这张表的行不是 {column} 本身，数它的行数给不出这个答案。",
    },
    "next_why_count_of_column": {
        "en": "Ask for the table of {column} itself, or ask how many rows of this table there are without “{typed}”.",
        "zh": "改问 {column} 本身所在的表，或者去掉“{typed}”，数这张表有多少行。",
    },
    "why_per_table": {
        "en": "“{typed}” asks for a number per {column}, but the rows of this table are the {column} themselves: "
              "each counts only itself.",
        "zh": "“{typed}”要的是每个 {column} 各自的数目，但这张表的每一行就是一个 {column}：每行只数到它自己。",
    },
    "next_why_per_table": {
        "en": "Say what to count per {column} (the table whose rows belong to one), or remove “{typed}”.",
        "zh": "说出每个 {column} 要数的是什么（属于它的那张表，例如“每个{column}有多少……”），或者去掉“{typed}”。",
    },
    "next_why_which_other": {
        "en": "Ask about {column} in the table that lists them, or remove “{typed}”.",
        "zh": "到列出 {column} 的表里去问，或者去掉“{typed}”。",
    },
    "did_you_mean": {
        "en": "Did you mean {suggestions}?",
        "zh": "是不是想输入 {suggestions}？",
    },
    "next_did_you_mean": {
        "en": "Ask again with {suggestions}.",
        "zh": "改成 {suggestions} 再查一次。",
    },
    "suggestion": {
        "en": "“{instead}” for “{typed}”",
        "zh": "“{instead}”（而不是“{typed}”）",
    },
}
