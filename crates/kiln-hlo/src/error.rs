//! Errors with a place: `file:line:col: message`, the source line, and a caret.

use std::fmt;

/// A position in HLO source text (1-based line and column). Positions are not part of an
/// instruction's identity: every `Span` compares equal and hashes to nothing, so structural
/// equality of modules ignores where things were written.
#[derive(Clone, Copy, Debug, Default)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for Span {}
impl std::hash::Hash for Span {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Span {
    pub fn new(line: u32, col: u32) -> Span {
        Span { line, col }
    }

    /// Whether this span points at real text (built modules have line 0).
    pub fn is_known(&self) -> bool {
        self.line > 0
    }
}

/// An error in HLO text or in a module: what went wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub message: String,
    /// The file name, when known.
    pub file: Option<String>,
    pub span: Span,
    /// The text of the offending line, for the caret display.
    pub source_line: Option<String>,
}

impl Error {
    pub fn new(span: Span, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            file: None,
            span,
            source_line: None,
        }
    }

    /// An error without a source position (e.g. about a built module).
    pub fn msg(message: impl Into<String>) -> Error {
        Error::new(Span::default(), message)
    }

    /// Attaches the file name and the source line text from `source`.
    pub fn with_source(mut self, file: Option<&str>, source: &str) -> Error {
        if let Some(f) = file {
            self.file = Some(f.to_string());
        }
        if self.span.is_known() && self.source_line.is_none() {
            self.source_line = source
                .lines()
                .nth(self.span.line as usize - 1)
                .map(|l| l.to_string());
        }
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.as_deref().unwrap_or("<input>");
        if self.span.is_known() {
            write!(
                f,
                "{file}:{}:{}: {}",
                self.span.line, self.span.col, self.message
            )?;
            if let Some(line) = &self.source_line {
                // Long lines are cut around the column so the caret stays readable.
                let col = self.span.col as usize;
                let chars: Vec<char> = line.chars().collect();
                let start = col.saturating_sub(100);
                let end = (col + 100).min(chars.len());
                let shown: String = chars[start.min(chars.len())..end].iter().collect();
                write!(
                    f,
                    "\n  {shown}\n  {}^",
                    " ".repeat(col.saturating_sub(1) - start)
                )?;
            }
            Ok(())
        } else {
            write!(f, "{file}: {}", self.message)
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;
