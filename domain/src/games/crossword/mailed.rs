//! The mailed text format of the rule booklet, read into a [`ScoreRequest`].
//!
//! ```text
//! Crossword Eriwan
//! Neu: D
//! brecHt        brecht  10
//! ra..Ua        Ar+au    2
//! uR...n        Ur       1
//! .....Z        ...
//! .....e        Summe   90
//! R..B.n
//! ```
//!
//! # Grammar
//!
//! The text is read line by line; spacing never matters (any run of
//! spaces, tabs or other white space separates), e-mail quote markers
//! (`> `) and a byte-order mark are ignored, and so is the case of every
//! letter.
//!
//! 1. **Before the grid**: blank lines are skipped. A line whose first word
//!    begins with `Crossword` is the title; the rest of it is the game's
//!    name (`game`). A line whose first word contains `:` is a header: `Neu:`
//!    is followed by the wished letters (single letters, `new_letters`)
//!    and then, optionally, the first entry of the claim column; any other
//!    header (`Spieler: …`, `Datum: …`) is ignored. Any other line starts the grid.
//!    (So a title must begin with `Crossword`, e.g. `Crossword Eriwan` or
//!    `Crossword-Postspiel Eriwan`: a bare game name would read as a grid row.)
//! 2. **The grid**: the first word of each line is a row, one character per
//!    cell: a letter A–Z (new letters are upper case, old ones lower case;
//!    case carries no meaning) or `.` for an empty cell. The first row sets
//!    the width *w* (2–16); the grid is square, so it has *w* rows. Whatever
//!    follows a row on its line is an entry of the claim column.
//! 3. **After the grid**: every further line is an entry of the claim
//!    column, until a blank line, which ends the submission (as the
//!    booklet says); anything after it is ignored.
//!
//! Entries of the claim column are read in order and belong to the lines
//! in mailing order — rows, then columns, then diagonals (`row1` … `row6`,
//! `col1` … `col6`, `diag1`, `diag2`) — the first entry to `row1`, the next
//! to `row2`, and so on; so the column may start beside the grid (as in the
//! spec's example) or beside the `Neu:` line (as in the booklet's), or
//! follow below the grid. An entry is one of:
//!
//! - **words**: `brecht 10`, `Ar+au 2`, `Ar + au = 2`, `Ar(1)+au(1) 2`,
//!   `Ar 1 + au 1`. Words are joined by `+` (or `,` `;` `&`, or just
//!   spaces). A number in parentheses after a word, or a bare number
//!   followed by another word, is that word's points; the number after
//!   `=` is the line's points. Of the bare numbers after the last word,
//!   the last is the line's points and one before it is the last word's —
//!   except when every word already has its own number, then a single
//!   trailing number is the last word's points (`Ar 1 + au 1`). Units after
//!   a number (`P`, `Pkt`, `Punkte`) are ignored;
//! - **a substitute** in the same entry: `Ersatz: ra`, `Ersatz ra 1`,
//!   `(Ersatz: ra)`, `[ra]` or `(ra)`; a number right after the substitute
//!   is its points. One per line;
//! - **none**: `...` (also `…`, `-`, `—`): the line has no words (and 0 points);
//! - **the total**: `Summe 90` (also `Summe: 90`, `Summe = 90`, `Gesamt`,
//!   `Total`); it comes once, after the claimed lines (`claimed_total`);
//! - **a section heading**: `Zeilen:`, `Spalten:`, `Diagonalen:` moves the
//!   count to the first row, column or diagonal.
//!
//! An entry may begin with a label naming its line — `row2`, `col6`,
//! `diag1`, or the German `Z2` (Zeile), `S6` (Spalte), `D1` (Diagonale),
//! `Zeile 2:` — and the following unlabelled entries continue from there.
//! Lines left out are simply not claimed.
//!
//! Errors name the text line as `/text/line/N` (one-based): a malformed
//! grid row (with the cell's column), a grid cut short, an entry that
//! cannot be read, a line claimed twice, more entries than lines, a second
//! total, claims after the total.

use super::api::{Claim, ScoreRequest};
use super::grid::{Line, cell_byte};
use crate::games::InputError;
use crate::games::crossword::CrosswordMessage;
use crate::messages::Message;

/// Widest grid the mailed format accepts (as [`super::Rules::validate`]).
const MAX_WIDTH: usize = 16;

/// Reads the mailed text format (module docs) into a request for [`super::score`].
///
/// Cost: linear in the text; nothing is kept beyond the grid and the claim
/// column, and the scan stops at the blank line ending the submission.
pub fn parse_mailed(text: &str) -> Result<ScoreRequest, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut request = ScoreRequest::default();
    let mut column: Vec<(usize, String)> = Vec::new();
    let mut width: Option<usize> = None;
    let mut last_number = 0;
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        last_number = number;
        let line = unquote(raw);
        let complete = width.is_some_and(|w| request.grid.len() == w);
        if complete {
            if line.is_empty() {
                break;
            }
            column.push((number, line.to_owned()));
            continue;
        }
        if line.is_empty() {
            if let Some(w) = width {
                return Err(at(
                    number,
                    Message::from(CrosswordMessage::GridEndsEarly {
                        rows: request.grid.len(),
                        width: w,
                    }),
                ));
            }
            continue;
        }
        let (first, rest) = split_first_word(line);
        if width.is_none() {
            if first.to_ascii_lowercase().starts_with("crossword") {
                let name = rest.trim();
                if !name.is_empty() {
                    request.game = Some(name.to_owned());
                }
                continue;
            }
            if let Some(colon) = line.find(':')
                && colon <= first.len()
            {
                let (key, value) = line.split_at(colon);
                if key.trim().eq_ignore_ascii_case("neu") {
                    let (letters, entry) = wished_letters(&value[1..]);
                    if !letters.is_empty() {
                        request.new_letters = Some(letters);
                    }
                    if !entry.is_empty() {
                        column.push((number, entry.to_owned()));
                    }
                }
                continue;
            }
        }
        let row = grid_row(first, number, width)?;
        width.get_or_insert(row.chars().count());
        request.grid.push(row);
        if !rest.trim().is_empty() {
            column.push((number, rest.trim().to_owned()));
        }
    }
    let Some(width) = width else {
        return Err(InputError::new(
            "/text",
            Message::from(CrosswordMessage::NoGridFound),
        ));
    };
    if request.grid.len() < width {
        return Err(at(
            last_number + 1,
            Message::from(CrosswordMessage::TextEndsEarly {
                rows: request.grid.len(),
                width,
            }),
        ));
    }
    read_column(&column, width, &mut request)?;
    Ok(request)
}

fn at(line: usize, message: Message) -> InputError {
    InputError::new(format!("/text/line/{line}"), message)
}

/// The line without surrounding white space and e-mail quote markers.
fn unquote(raw: &str) -> &str {
    let mut line = raw.trim();
    while let Some(rest) = line.strip_prefix('>') {
        line = rest.trim_start();
    }
    line
}

fn split_first_word(line: &str) -> (&str, &str) {
    match line.find(char::is_whitespace) {
        Some(end) => (&line[..end], &line[end..]),
        None => (line, ""),
    }
}

/// The single letters after `Neu:`, and what follows them (the claim column).
fn wished_letters(value: &str) -> (String, &str) {
    let mut letters = String::new();
    let mut rest = value.trim_start();
    loop {
        let (word, after) = split_first_word(rest);
        let bare = word.trim_matches([',', ';']);
        let mut chars = bare.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_alphabetic() => {
                letters.extend(c.to_uppercase());
                rest = after.trim_start();
            }
            _ if word == "," || word == ";" => rest = after.trim_start(),
            _ => return (letters, rest),
        }
    }
}

/// Checks one grid row of the text.
fn grid_row(word: &str, line: usize, width: Option<usize>) -> Result<String, InputError> {
    let mut count = 0;
    for c in word.chars() {
        count += 1;
        if count > MAX_WIDTH {
            break;
        }
        cell_byte(c).map_err(|reason| {
            at(
                line,
                Message::from(CrosswordMessage::MailedCell {
                    row: shortened(word),
                    col: count - 1,
                    found: c,
                    reason: Box::new(reason),
                }),
            )
        })?;
    }
    match width {
        None if !(2..=MAX_WIDTH).contains(&count) => Err(at(
            line,
            Message::from(CrosswordMessage::MailedRowWidth {
                row: shortened(word),
                count: (count <= MAX_WIDTH).then_some(count),
                max: MAX_WIDTH,
            }),
        )),
        Some(w) if count != w => Err(at(
            line,
            Message::from(CrosswordMessage::MailedRowDiffers {
                row: shortened(word),
                count: (count <= MAX_WIDTH).then_some(count),
                max: MAX_WIDTH,
                first: w,
            }),
        )),
        _ => Ok(word.to_owned()),
    }
}

fn shortened(text: &str) -> String {
    let mut out: String = text.chars().take(20).collect();
    if text.chars().nth(20).is_some() {
        out.push('…');
    }
    out
}

/// Assigns the claim column's entries to lines and fills the request.
fn read_column(
    column: &[(usize, String)],
    width: usize,
    request: &mut ScoreRequest,
) -> Result<(), InputError> {
    let lines: Vec<Line> = Line::all(width).collect();
    let mut claimed_at: Vec<Option<usize>> = vec![None; lines.len()];
    let mut cursor = 0;
    let mut total_at: Option<usize> = None;
    let mut claims: Vec<Claim> = Vec::new();
    for (number, text) in column {
        let number = *number;
        match parse_entry(text, width).map_err(|message| at(number, message))? {
            Entry::Total(total) => {
                if let Some(first) = total_at {
                    return Err(at(
                        number,
                        Message::from(CrosswordMessage::SecondTotal { first }),
                    ));
                }
                total_at = Some(number);
                request.claimed_total = Some(total);
            }
            Entry::Section(line) => cursor = line.ordinal(width),
            Entry::Claim(label, mut claim) => {
                if let Some(total) = total_at {
                    return Err(at(
                        number,
                        Message::from(CrosswordMessage::ClaimAfterTotal { total }),
                    ));
                }
                let line = match label {
                    Some(line) => line,
                    None => *lines.get(cursor).ok_or_else(|| {
                        at(
                            number,
                            Message::from(CrosswordMessage::TooManyEntries { lines: lines.len() }),
                        )
                    })?,
                };
                let ordinal = line.ordinal(width);
                if let Some(first) = claimed_at[ordinal].replace(number) {
                    return Err(at(
                        number,
                        Message::from(CrosswordMessage::LineClaimedTwiceInText { line, first }),
                    ));
                }
                cursor = ordinal + 1;
                claim.line = line.name();
                claims.push(claim);
            }
        }
    }
    if !claims.is_empty() || total_at.is_some() {
        request.claims = Some(claims);
    }
    Ok(())
}

/// One entry of the claim column.
#[derive(Debug)]
enum Entry {
    Claim(Option<Line>, Claim),
    Total(i64),
    Section(Line),
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token<'a> {
    Word(&'a str),
    Number(i64),
    /// `+ , ; & :` between words.
    Joiner,
    /// `-`, `–` or `—` standing alone: a joiner, or "none" as a whole entry.
    Dash,
    Equals,
    Open,
    Close,
    /// `...` or `…`.
    Ellipsis,
}

const PUNCTUATION: &[char] = &['+', ',', ';', '&', '=', '(', ')', '[', ']', ':'];
const UNITS: &[&str] = &["p", "p.", "pkt", "pkt.", "pt", "pts", "punkt", "punkte"];

fn tokens(text: &str) -> Result<Vec<Token<'_>>, Message> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
        rest = &rest[start..];
        let Some(first) = rest.chars().next() else {
            break;
        };
        if PUNCTUATION.contains(&first) {
            out.push(match first {
                '=' => Token::Equals,
                '(' | '[' => Token::Open,
                ')' | ']' => Token::Close,
                _ => Token::Joiner,
            });
            rest = &rest[first.len_utf8()..];
            continue;
        }
        let end = rest
            .find(|c: char| c.is_whitespace() || PUNCTUATION.contains(&c))
            .unwrap_or(rest.len());
        let word = &rest[..end];
        rest = &rest[end..];
        out.push(classify(word)?);
    }
    Ok(out)
}

fn classify(word: &str) -> Result<Token<'_>, Message> {
    if word.chars().all(|c| c == '.') && word.len() >= 2 || word == "…" {
        return Ok(Token::Ellipsis);
    }
    if matches!(word, "-" | "–" | "—") {
        return Ok(Token::Dash);
    }
    let digits = word
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(word.len());
    if digits > 0 {
        let unit = word[digits..].to_lowercase();
        if unit.is_empty() || UNITS.contains(&unit.as_str()) {
            return word[..digits].parse().map(Token::Number).map_err(|_| {
                Message::from(CrosswordMessage::NumberTooLarge {
                    word: shortened(word),
                })
            });
        }
    }
    Ok(Token::Word(word))
}

fn keyword(token: &Token<'_>, names: &[&str]) -> bool {
    match token {
        Token::Word(w) => {
            let bare = w.trim_end_matches('.').to_lowercase();
            names.contains(&bare.as_str())
        }
        _ => false,
    }
}

const TOTAL: &[&str] = &[
    "summe",
    "gesamt",
    "gesamtsumme",
    "insgesamt",
    "total",
    "sum",
];
const SUBSTITUTE: &[&str] = &["ersatz", "ersatzwort", "substitute"];
const LONG_LINE_NAMES: &[&str] = &[
    "zeile",
    "spalte",
    "diagonale",
    "row",
    "col",
    "column",
    "diag",
    "diagonal",
];

fn section(token: &Token<'_>) -> Option<Line> {
    let Token::Word(w) = token else { return None };
    match w.to_lowercase().as_str() {
        "zeilen" | "rows" => Some(Line::Row(0)),
        "spalten" | "columns" => Some(Line::Col(0)),
        "diagonalen" | "diagonals" => Some(Line::Diagonal),
        _ => None,
    }
}

/// Reads one entry of the claim column (module docs).
fn parse_entry(text: &str, width: usize) -> Result<Entry, Message> {
    let all = tokens(text)?;
    let mut tokens: &[Token<'_>] = &all;
    let mut label = None;
    if let Some(Token::Word(w)) = tokens.first() {
        if let Some(line) = Line::parse(w.trim_end_matches(['.', ')']), width) {
            label = Some(line);
            tokens = &tokens[1..];
        } else if let (Some(Token::Number(n)), Some(Token::Joiner)) = (tokens.get(1), tokens.get(2))
            && keyword(&tokens[0], LONG_LINE_NAMES)
        {
            let name = format!("{w}{n}");
            let line = Line::parse(&name, width).ok_or_else(|| {
                Message::from(CrosswordMessage::NotALineName {
                    name: format!("{w} {n}"),
                    width,
                })
            })?;
            label = Some(line);
            tokens = &tokens[3..];
        } else if let Some(line) = section(&tokens[0]) {
            if tokens[1..].iter().all(|t| *t == Token::Joiner) {
                return Ok(Entry::Section(line));
            }
            label = Some(line);
            tokens = &tokens[1..];
        }
    }
    while tokens.first() == Some(&Token::Joiner) {
        tokens = &tokens[1..];
    }
    if label.is_none() && tokens.first().is_some_and(|t| keyword(t, TOTAL)) {
        return total(&tokens[1..]).map(Entry::Total);
    }
    let meaningful: Vec<&Token<'_>> = tokens
        .iter()
        .filter(|t| !matches!(t, Token::Joiner))
        .collect();
    match meaningful.as_slice() {
        [] if label.is_none() => {
            return Err(Message::from(CrosswordMessage::EmptyEntry));
        }
        []
        | [Token::Ellipsis | Token::Dash]
        | [Token::Ellipsis | Token::Dash, Token::Number(0)] => {
            return Ok(Entry::Claim(
                label,
                Claim {
                    points: Some(0),
                    ..Claim::default()
                },
            ));
        }
        _ => {}
    }
    claim(tokens).map(|claim| Entry::Claim(label, claim))
}

fn total(tokens: &[Token<'_>]) -> Result<i64, Message> {
    let mut value = None;
    for token in tokens {
        match token {
            Token::Joiner | Token::Equals => {}
            Token::Number(n) if value.is_none() => value = Some(*n),
            Token::Word(w) if value.is_some() && UNITS.contains(&w.to_lowercase().as_str()) => {}
            _ => return Err(Message::from(CrosswordMessage::TotalLineShape)),
        }
    }
    value.ok_or(Message::from(CrosswordMessage::TotalWithoutNumber))
}

/// A claimed word with the numbers written after it.
#[derive(Debug, Default)]
struct Written {
    word: String,
    explicit: Option<i64>,
    bare: Vec<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Words,
    AfterEquals,
    SubstituteKeyword,
    Substitute,
}

fn claim(tokens: &[Token<'_>]) -> Result<Claim, Message> {
    let mut words: Vec<Written> = Vec::new();
    let mut line_points: Option<i64> = None;
    let mut substitute: Option<(String, Option<i64>)> = None;
    let mut mode = Mode::Words;
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        let after_number = i > 0 && matches!(tokens[i - 1], Token::Number(_));
        i += 1;
        match token {
            Token::Word(w) if after_number && UNITS.contains(&w.to_lowercase().as_str()) => {}
            Token::Word(_) if keyword(token, SUBSTITUTE) => {
                if substitute.is_some() {
                    return Err(Message::from(CrosswordMessage::SecondSubstitute));
                }
                mode = Mode::SubstituteKeyword;
            }
            Token::Word(w) => match mode {
                Mode::SubstituteKeyword => {
                    substitute = Some(((*w).to_owned(), None));
                    mode = Mode::Substitute;
                }
                Mode::Substitute => {
                    return Err(Message::from(CrosswordMessage::AfterSubstitute {
                        word: shortened(w),
                    }));
                }
                Mode::AfterEquals => {
                    return Err(Message::from(CrosswordMessage::PointsExpected {
                        found: shortened(w),
                    }));
                }
                Mode::Words => words.push(Written {
                    word: (*w).to_owned(),
                    ..Written::default()
                }),
            },
            Token::Number(n) => match mode {
                Mode::AfterEquals => {
                    if line_points.replace(*n).is_some() {
                        return Err(Message::from(CrosswordMessage::LinePointsTwice));
                    }
                    mode = Mode::Words;
                }
                Mode::Substitute => match &mut substitute {
                    Some((_, points @ None)) => *points = Some(*n),
                    _ => {
                        return Err(Message::from(CrosswordMessage::NumberAfterSubstitute {
                            number: *n,
                        }));
                    }
                },
                Mode::SubstituteKeyword => {
                    return Err(Message::from(CrosswordMessage::SubstituteExpected));
                }
                Mode::Words => match words.last_mut() {
                    Some(last) => last.bare.push(*n),
                    None => {
                        return Err(Message::from(CrosswordMessage::NumberBeforeWord {
                            number: *n,
                        }));
                    }
                },
            },
            Token::Equals => mode = Mode::AfterEquals,
            Token::Joiner | Token::Dash => {}
            Token::Ellipsis => {
                return Err(Message::from(CrosswordMessage::EllipsisAlone));
            }
            Token::Close => return Err(Message::from(CrosswordMessage::UnopenedBracket)),
            Token::Open => {
                let close = tokens[i..]
                    .iter()
                    .position(|t| *t == Token::Close)
                    .ok_or(Message::from(CrosswordMessage::UnclosedBracket))?;
                let inner = &tokens[i..i + close];
                i += close + 1;
                bracket(inner, mode, &mut words, &mut substitute)?;
            }
        }
    }
    if mode == Mode::SubstituteKeyword {
        return Err(Message::from(CrosswordMessage::SubstituteWithoutWord));
    }
    if mode == Mode::AfterEquals {
        return Err(Message::from(CrosswordMessage::EqualsWithoutPoints));
    }
    attribute(&mut words, &mut line_points)?;
    let any_word_points = words.iter().any(|w| w.explicit.is_some());
    Ok(Claim {
        line: String::new(),
        word_points: any_word_points.then(|| words.iter().map(|w| w.explicit).collect()),
        words: words.into_iter().map(|w| w.word).collect(),
        points: line_points,
        substitute_points: substitute.as_ref().and_then(|(_, p)| *p),
        substitute: substitute.map(|(w, _)| w),
    })
}

/// `(1)` after a word, `(ra)`, `[ra]`, `(Ersatz: ra)` or `(Ersatz ra 1)`.
fn bracket(
    inner: &[Token<'_>],
    mode: Mode,
    words: &mut [Written],
    substitute: &mut Option<(String, Option<i64>)>,
) -> Result<(), Message> {
    let meaningful: Vec<&Token<'_>> = inner
        .iter()
        .filter(|t| !matches!(t, Token::Joiner | Token::Dash))
        .collect();
    let set_substitute = |substitute: &mut Option<(String, Option<i64>)>, w: &str, points| {
        if substitute.is_some() {
            return Err(Message::from(CrosswordMessage::SecondSubstitute));
        }
        *substitute = Some((w.to_owned(), points));
        Ok(())
    };
    match meaningful.as_slice() {
        [Token::Number(n)] => match (mode, words.last_mut(), substitute.as_mut()) {
            (Mode::Substitute, _, Some((_, points @ None))) => {
                *points = Some(*n);
                Ok(())
            }
            (Mode::Words, Some(last), _) if last.explicit.is_none() && last.bare.is_empty() => {
                last.explicit = Some(*n);
                Ok(())
            }
            _ => Err(Message::from(CrosswordMessage::BracketNotAfterWord {
                number: *n,
            })),
        },
        [k, Token::Word(w)] if keyword(k, SUBSTITUTE) => set_substitute(substitute, w, None),
        [k, Token::Word(w), Token::Number(n)] if keyword(k, SUBSTITUTE) => {
            set_substitute(substitute, w, Some(*n))
        }
        [Token::Word(w)] if !keyword(meaningful[0], SUBSTITUTE) => {
            set_substitute(substitute, w, None)
        }
        [Token::Word(w), Token::Number(n)] => set_substitute(substitute, w, Some(*n)),
        _ => Err(Message::from(CrosswordMessage::UnreadableBracket)),
    }
}

/// Turns the bare numbers after words into word and line points (module docs).
fn attribute(words: &mut [Written], line_points: &mut Option<i64>) -> Result<(), Message> {
    let count = words.len();
    for index in 0..count {
        let last = index + 1 == count;
        let earlier_all_have_points =
            index > 0 && words[..index].iter().all(|w| w.explicit.is_some());
        let written = &mut words[index];
        let bare = std::mem::take(&mut written.bare);
        match (bare.as_slice(), last) {
            ([], _) => {}
            ([n], false) => set_word_points(written, *n)?,
            (_, false) => {
                return Err(Message::from(CrosswordMessage::NumbersAfterWord {
                    word: shortened(&written.word),
                }));
            }
            ([n], true) => {
                if line_points.is_some() || written.explicit.is_none() && earlier_all_have_points {
                    set_word_points(written, *n)?;
                } else {
                    *line_points = Some(*n);
                }
            }
            ([word, line], true) => {
                if line_points.is_some() {
                    return Err(Message::from(CrosswordMessage::LinePointsTwice));
                }
                set_word_points(written, *word)?;
                *line_points = Some(*line);
            }
            (_, true) => {
                return Err(Message::from(CrosswordMessage::TooManyNumbers {
                    word: shortened(&written.word),
                }));
            }
        }
    }
    Ok(())
}

fn set_word_points(written: &mut Written, points: i64) -> Result<(), Message> {
    if written.explicit.replace(points).is_some() {
        return Err(Message::from(CrosswordMessage::WordPointsTwice {
            word: shortened(&written.word),
        }));
    }
    Ok(())
}
