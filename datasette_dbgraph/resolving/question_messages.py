"""Sentences about questions read in the one box (docs/one-box.md, "Questions"), in Chinese and
English; messages.py adds them to its table. Kept apart so the question words stay on one screen."""

QUESTION_TEXT: dict[str, dict[str, str]] = {
    "either_or": {
        "en": "{words} asks for rows that meet one condition or another; a link can only show rows that meet "
              "every condition, so nothing is answered that would show other rows.",
        "zh": "{words} 要的是满足其中任一条件的行；链接只能显示同时满足所有条件的行，所以不给出会显示错误行的答案。",
    },
    "next_either_or": {
        "en": "Ask for one condition at a time, or give two values of one column (`已发货或已完成`).",
        "zh": "一次只问一个条件，或者给出同一字段的两个取值（如“已发货或已完成”）。",
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
