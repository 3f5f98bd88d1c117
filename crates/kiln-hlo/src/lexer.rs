//! The HLO text lexer.
//!
//! HLO text is mostly a stream of words and punctuation, but a few attribute values
//! (`sharding={...}`, `backend_config={...}`, unknown attributes kept verbatim, layout suffixes)
//! are best taken as raw balanced text. So the lexer is driven by the parser: it hands out one
//! token at a time with one token of lookahead, and can switch to raw scanning from the current
//! position. Positions are byte offsets; they become `line:col` only when an error or a span
//! needs one, through a table of line starts (binary search, so never quadratic).

use crate::error::{Error, Result, Span};

/// What a token is. Words cover names, numbers, opcodes and keywords alike
/// (`get-tuple-element.3`, `-1.5e+09`, `b01f_01io`, `3x3`, `%fused`, `...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Word,
    /// A double-quoted string; the token text includes the quotes and escapes.
    Str,
    LBrace,
    RBrace,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Equals,
    Colon,
    /// `->`
    Arrow,
    /// `<=`
    LessEq,
    Eof,
}

impl TokenKind {
    /// How the token kind is written, for "expected ..." messages.
    pub fn describe(self) -> &'static str {
        match self {
            TokenKind::Word => "a name or number",
            TokenKind::Str => "a string",
            TokenKind::LBrace => "'{'",
            TokenKind::RBrace => "'}'",
            TokenKind::LParen => "'('",
            TokenKind::RParen => "')'",
            TokenKind::LBracket => "'['",
            TokenKind::RBracket => "']'",
            TokenKind::Comma => "','",
            TokenKind::Equals => "'='",
            TokenKind::Colon => "':'",
            TokenKind::Arrow => "'->'",
            TokenKind::LessEq => "'<='",
            TokenKind::Eof => "end of input",
        }
    }
}

/// A token: its kind and the byte range of its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
}

/// Bytes that may appear inside a word.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'%' | b'$')
}

/// The lexer over one source text.
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    peeked: Option<Token>,
    line_starts: Vec<usize>,
    /// Per line: no multi-byte characters, so a column is a byte count.
    line_is_ascii: Vec<bool>,
    /// (line start, offset, column) of the last non-ASCII column computed.
    column_cache: std::cell::Cell<(usize, usize, usize)>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        let mut line_starts = vec![0];
        let mut line_is_ascii = vec![true];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
                line_is_ascii.push(true);
            } else if !b.is_ascii() {
                if let Some(flag) = line_is_ascii.last_mut() {
                    *flag = false;
                }
            }
        }
        Lexer {
            src,
            pos: 0,
            peeked: None,
            line_starts,
            line_is_ascii,
            column_cache: std::cell::Cell::new((usize::MAX, 0, 0)),
        }
    }

    pub fn source(&self) -> &'a str {
        self.src
    }

    pub fn text(&self, tok: Token) -> &'a str {
        &self.src[tok.start..tok.end]
    }

    /// The `line:col` (1-based; the column counts characters) of a byte offset.
    pub fn span(&self, offset: usize) -> Span {
        let offset = offset.min(self.src.len());
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let col = if self.line_is_ascii[line - 1] {
            offset - start
        } else {
            self.char_column(start, offset)
        };
        Span::new(line as u32, col as u32 + 1)
    }

    /// Characters from `line_start` to `offset`, counted on from the previous answer when it
    /// was on the same line and before `offset`, so a long non-ASCII line (every instruction
    /// of a module on one line) is still counted in linear time overall.
    fn char_column(&self, line_start: usize, offset: usize) -> usize {
        let (cached_start, cached_offset, cached_col) = self.column_cache.get();
        let (from, base) = if cached_start == line_start && cached_offset <= offset {
            (cached_offset, cached_col)
        } else {
            (line_start, 0)
        };
        let col = base
            + self
                .src
                .get(from..offset)
                .map_or(offset - from, |s| s.chars().count());
        self.column_cache.set((line_start, offset, col));
        col
    }

    pub fn error(&self, offset: usize, msg: impl Into<String>) -> Error {
        Error::new(self.span(offset), msg)
    }

    /// The next token, without consuming it.
    pub fn peek(&mut self) -> Result<Token> {
        if let Some(t) = self.peeked {
            return Ok(t);
        }
        let t = self.lex()?;
        self.peeked = Some(t);
        Ok(t)
    }

    /// Consumes and returns the next token.
    #[allow(clippy::should_implement_trait)] // fallible, so not an Iterator
    pub fn next(&mut self) -> Result<Token> {
        let t = self.peek()?;
        self.peeked = None;
        self.pos = t.end;
        Ok(t)
    }

    /// The byte right after the next token (to tell `f32[` from a name `f32`).
    pub fn byte_after_peek(&mut self) -> Result<Option<u8>> {
        let t = self.peek()?;
        Ok(self.src.as_bytes().get(t.end).copied())
    }

    fn bytes(&self) -> &'a [u8] {
        self.src.as_bytes()
    }

    /// Skips whitespace and comments starting at `pos`; returns the new offset.
    fn skip_trivia(&self, mut pos: usize) -> Result<usize> {
        let b = self.bytes();
        loop {
            while pos < b.len() && b[pos].is_ascii_whitespace() {
                pos += 1;
            }
            if b[pos..].starts_with(b"//") {
                while pos < b.len() && b[pos] != b'\n' {
                    pos += 1;
                }
            } else if b[pos..].starts_with(b"/*") {
                pos = self.block_comment_end(pos)?;
            } else {
                return Ok(pos);
            }
        }
    }

    /// The offset just after the block comment starting at `start`.
    fn block_comment_end(&self, start: usize) -> Result<usize> {
        match self.src[start + 2..].find("*/") {
            Some(i) => Ok(start + 2 + i + 2),
            None => Err(self.error(start, "unterminated comment: expected '*/'")),
        }
    }

    /// The offset just after the string literal whose opening quote is at `start`.
    fn string_end(&self, start: usize) -> Result<usize> {
        let b = self.bytes();
        let mut i = start + 1;
        while i < b.len() {
            match b[i] {
                b'"' => return Ok(i + 1),
                b'\\' => i += 2,
                _ => i += 1,
            }
        }
        Err(self.error(start, "unterminated string: expected closing '\"'"))
    }

    fn lex(&self) -> Result<Token> {
        let start = self.skip_trivia(self.pos)?;
        let b = self.bytes();
        let tok = |kind, end| Ok(Token { kind, start, end });
        let Some(&c) = b.get(start) else {
            return tok(TokenKind::Eof, start);
        };
        match c {
            b'{' => tok(TokenKind::LBrace, start + 1),
            b'}' => tok(TokenKind::RBrace, start + 1),
            b'(' => tok(TokenKind::LParen, start + 1),
            b')' => tok(TokenKind::RParen, start + 1),
            b'[' => tok(TokenKind::LBracket, start + 1),
            b']' => tok(TokenKind::RBracket, start + 1),
            b',' => tok(TokenKind::Comma, start + 1),
            b'=' => tok(TokenKind::Equals, start + 1),
            b':' => tok(TokenKind::Colon, start + 1),
            b'"' => tok(TokenKind::Str, self.string_end(start)?),
            b'-' if b.get(start + 1) == Some(&b'>') => tok(TokenKind::Arrow, start + 2),
            b'<' if b.get(start + 1) == Some(&b'=') => tok(TokenKind::LessEq, start + 2),
            c if is_word_byte(c) => tok(TokenKind::Word, self.word_end(start)),
            _ => {
                let ch = self.src[start..].chars().next().unwrap_or('?');
                Err(self.error(start, format!("unexpected character {ch:?}")))
            }
        }
    }

    /// The end of the word starting at `start`. A `-` followed by `>` ends a word (so that
    /// `b01f_01io->b01f` splits at the arrow), and a number's exponent may carry a `+`.
    fn word_end(&self, start: usize) -> usize {
        let b = self.bytes();
        let numeric = b[start].is_ascii_digit()
            || (matches!(b[start], b'-' | b'.')
                && b.get(start + 1).is_some_and(u8::is_ascii_digit));
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            if c == b'-' && b.get(i + 1) == Some(&b'>') {
                break;
            }
            let exponent_sign = c == b'+' && numeric && matches!(b[i - 1], b'e' | b'E');
            if !is_word_byte(c) && !exponent_sign {
                break;
            }
            i += 1;
        }
        i
    }

    /// Whether the text after the next `{` token starts a layout (`{1,0}`, `{}`, `{:T(8)}`)
    /// rather than a computation body. Used after a signature's result shape.
    pub fn brace_starts_layout(&mut self) -> Result<bool> {
        if self.peek()?.kind != TokenKind::LBrace {
            return Ok(false);
        }
        Ok(matches!(
            self.after_peek()?.bytes().next(),
            Some(b'0'..=b'9' | b'}' | b':')
        ))
    }

    /// The source text after the next token, whitespace and comments skipped: a second token
    /// of lookahead for the few places that need one (`{...}` elided constants, layouts).
    pub fn after_peek(&mut self) -> Result<&'a str> {
        let t = self.peek()?;
        let after = self.skip_trivia(t.end)?;
        Ok(&self.src[after..])
    }

    /// Raw text from the current position to the end of the balanced `{...}`, `(...)` or
    /// `[...]` group that starts there (strings and comments respected). Consumes it.
    pub fn raw_group(&mut self) -> Result<&'a str> {
        self.peeked = None;
        let start = self.skip_trivia(self.pos)?;
        if !matches!(self.bytes().get(start), Some(b'{' | b'(' | b'[')) {
            return Err(self.error(start, "expected '{'"));
        }
        let end = self.scan_raw(start, false)?;
        self.pos = end;
        Ok(&self.src[start..end])
    }

    /// Raw text of an attribute value: from the current position up to a `,` or a line end
    /// outside any brackets, or an unmatched closing bracket. Consumes it.
    pub fn raw_value(&mut self) -> Result<&'a str> {
        self.peeked = None;
        // Only spaces: a value never starts on the next line (that is the next instruction).
        let b = self.bytes();
        let mut start = self.pos;
        while start < b.len() && matches!(b[start], b' ' | b'\t') {
            start += 1;
        }
        let end = self.scan_raw(start, true)?;
        self.pos = end;
        Ok(self.src[start..end].trim_end())
    }

    /// Raw text up to (not including) the `}` that closes the enclosing group. Consumes it.
    pub fn raw_until_close(&mut self) -> Result<&'a str> {
        self.peeked = None;
        let start = self.pos;
        let b = self.bytes();
        let mut i = start;
        let mut depth = 0usize;
        while i < b.len() {
            match b[i] {
                b'{' | b'(' | b'[' => depth += 1,
                b'}' if depth == 0 => {
                    self.pos = i;
                    return Ok(&self.src[start..i]);
                }
                b'}' | b')' | b']' => depth = depth.saturating_sub(1),
                b'"' => {
                    i = self.string_end(i)?;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        Err(self.error(start, "expected '}' to close the layout"))
    }

    /// Scans raw text from `start`. With `stop_at_separator`, stops before a top-level `,`,
    /// newline or unmatched closer; otherwise stops after the group opened at `start` closes.
    fn scan_raw(&self, start: usize, stop_at_separator: bool) -> Result<usize> {
        let b = self.bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            match c {
                b'"' => {
                    i = self.string_end(i)?;
                    continue;
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = self.block_comment_end(i)?;
                    continue;
                }
                b'{' => stack.push(b'}'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'}' | b')' | b']' => match stack.pop() {
                    Some(want) if want == c => {
                        if stack.is_empty() && !stop_at_separator {
                            return Ok(i + 1);
                        }
                    }
                    Some(want) => {
                        let msg = format!("expected '{}', found '{}'", want as char, c as char);
                        return Err(self.error(i, msg));
                    }
                    None => return Ok(i),
                },
                b',' | b'\n' if stack.is_empty() && stop_at_separator => return Ok(i),
                _ => {}
            }
            i += 1;
        }
        match stack.last() {
            Some(want) => Err(self.error(
                start,
                format!(
                    "unterminated group: expected '{}' before end of input",
                    *want as char
                ),
            )),
            None => Ok(i),
        }
    }

    /// The byte offset just past everything consumed so far.
    pub fn offset(&self) -> usize {
        self.pos
    }
}

/// Undoes C-style escapes in a string token (quotes included in `raw`): `\n \t \r \" \' \\`,
/// octal `\ooo` and hex `\xHH` (XLA escapes metadata with absl::CEscape).
pub fn unescape(raw: &str) -> std::result::Result<String, String> {
    let inner = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
    let b = inner.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let Some(&e) = b.get(i + 1) else {
            return Err("string ends with a lone backslash".into());
        };
        i += 2;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'"' | b'\'' | b'\\' | b'?' => out.push(e),
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                let mut n = 1;
                while n < 3 && i < b.len() && (b'0'..=b'7').contains(&b[i]) {
                    v = v * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    n += 1;
                }
                out.push(u8::try_from(v).map_err(|_| "octal escape out of range")?);
            }
            b'x' => {
                let digits = b[i..]
                    .iter()
                    .take(2)
                    .take_while(|c| c.is_ascii_hexdigit())
                    .count();
                let hex = std::str::from_utf8(&b[i..i + digits]).unwrap_or("");
                out.push(u8::from_str_radix(hex, 16).map_err(|_| "bad \\x escape")?);
                i += digits;
            }
            other => return Err(format!("unknown escape '\\{}'", other as char)),
        }
    }
    String::from_utf8(out).map_err(|_| "string escapes do not form valid UTF-8".into())
}

/// Quotes a string for HLO text, escaping what [`unescape`] undoes.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\{:03o}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
