//! Shapes and layouts: `f32[2,3]{1,0}`, `f32[<=10]`, `(f32[], s32[4]{0})`, `token[]`,
//! `{1,0:T(8,128)S(1)}`, and the `(params)->result` program shape of the module header.

use super::literal::MAX_NESTING;
use super::Parser;
use crate::error::Result;
use crate::lexer::TokenKind;
use crate::shape::{ArrayShape, Layout, ProgramShape, Shape};
use crate::types::PrimitiveType;

impl<'a> Parser<'a> {
    /// Whether a shape starts at the next token: `(` or an element type name directly
    /// followed by `[` (so an operand named `f32` is still a name).
    pub(super) fn shape_follows(&mut self) -> Result<bool> {
        let t = self.peek()?;
        match t.kind {
            TokenKind::LParen => Ok(true),
            TokenKind::Word => Ok(PrimitiveType::from_name(self.lex.text(t)).is_some()
                && self.lex.byte_after_peek()? == Some(b'[')),
            _ => Ok(false),
        }
    }

    pub(super) fn shape(&mut self) -> Result<Shape> {
        if self.peek_is(TokenKind::LParen)? {
            if self.depth >= MAX_NESTING {
                return Err(self.expected("a tuple shape nested less deeply"));
            }
            self.depth += 1;
            let shape = self.tuple_shape();
            self.depth -= 1;
            return shape;
        }
        self.scalar_or_array_shape()
    }

    /// `(shape, ...)`, possibly empty.
    fn tuple_shape(&mut self) -> Result<Shape> {
        self.expect(TokenKind::LParen, "")?;
        let mut elems = Vec::new();
        if self.eat(TokenKind::RParen)? {
            return Ok(Shape::Tuple(elems));
        }
        loop {
            elems.push(self.shape()?);
            if self.eat(TokenKind::RParen)? {
                return Ok(Shape::Tuple(elems));
            }
            self.expect(TokenKind::Comma, "or ')' in a tuple shape")?;
        }
    }

    fn scalar_or_array_shape(&mut self) -> Result<Shape> {
        let (w, at) = self.word("a shape")?;
        let ty = PrimitiveType::from_name(w)
            .ok_or_else(|| self.lex.error(at, format!("expected a shape, found '{w}'")))?;
        match ty {
            PrimitiveType::Token => {
                self.expect(TokenKind::LBracket, "after 'token'")?;
                self.expect(TokenKind::RBracket, "after 'token['")?;
                Ok(Shape::Token)
            }
            PrimitiveType::Tuple | PrimitiveType::Opaque => Err(self
                .lex
                .error(at, format!("'{w}' shapes are not supported"))),
            _ => self.array_shape(ty, at).map(Shape::Array),
        }
    }

    /// The `[dims]{layout}` part of an array shape whose type was read at `at`.
    fn array_shape(&mut self, ty: PrimitiveType, at: usize) -> Result<ArrayShape> {
        self.expect(TokenKind::LBracket, &format!("after element type '{ty}'"))?;
        let mut dims = Vec::new();
        let mut dynamic = Vec::new();
        if !self.eat(TokenKind::RBracket)? {
            loop {
                let is_dynamic = self.eat(TokenKind::LessEq)?;
                let (w, d_at) = self.word("a dimension size")?;
                let d = super::parse_int(w).filter(|d| *d >= 0).ok_or_else(|| {
                    self.lex.error(
                        d_at,
                        format!("expected a dimension size (an integer >= 0), found '{w}'"),
                    )
                })?;
                dims.push(d);
                dynamic.push(is_dynamic);
                if self.eat(TokenKind::RBracket)? {
                    break;
                }
                self.expect(TokenKind::Comma, "or ']' after a dimension size")?;
            }
        }
        if dims
            .iter()
            .try_fold(1i64, |acc, &d| acc.checked_mul(d))
            .is_none()
        {
            return Err(self.lex.error(
                at,
                format!("shape {ty}{dims:?} has more elements than fit in i64"),
            ));
        }
        let layout = if self.lex.brace_starts_layout()? {
            Some(self.layout(dims.len())?)
        } else if dims.is_empty() {
            // A scalar has one layout; `f32[]` and `f32[]{}` mean the same thing.
            Some(Layout::row_major(0))
        } else {
            None
        };
        Ok(ArrayShape {
            ty,
            dims,
            dynamic,
            layout,
        })
    }

    /// `{minor_to_major[:suffix]}` for an array of `rank` dimensions.
    fn layout(&mut self, rank: usize) -> Result<Layout> {
        let open = self.expect(TokenKind::LBrace, "to open a layout")?.start;
        let mut minor_to_major = Vec::new();
        let mut suffix = String::new();
        loop {
            if self.eat(TokenKind::RBrace)? {
                break;
            }
            if self.peek_is(TokenKind::Colon)? {
                let colon = self.lex.next()?;
                suffix = format!(":{}", self.lex.raw_until_close()?);
                let _ = colon;
                self.expect(TokenKind::RBrace, "to close the layout")?;
                break;
            }
            if !minor_to_major.is_empty() {
                self.expect(TokenKind::Comma, "or '}' in a layout")?;
            }
            minor_to_major.push(self.int("a dimension number in the layout")?);
        }
        let mut seen = vec![false; rank];
        let valid = minor_to_major.len() == rank
            && minor_to_major.iter().all(|&d| {
                usize::try_from(d)
                    .ok()
                    .and_then(|d| seen.get_mut(d))
                    .is_some_and(|s| !std::mem::replace(s, true))
            });
        if !valid {
            let msg =
                format!("layout {minor_to_major:?} is not a permutation of the {rank} dimensions");
            return Err(self.lex.error(open, msg));
        }
        Ok(Layout {
            minor_to_major,
            suffix,
        })
    }

    /// `(shape, ...)->shape` (the module header's `entry_computation_layout`).
    pub(super) fn program_shape(&mut self) -> Result<ProgramShape> {
        self.expect(TokenKind::LParen, "to open the parameter shapes")?;
        let mut parameters = Vec::new();
        if !self.eat(TokenKind::RParen)? {
            loop {
                parameters.push(self.shape()?);
                if self.eat(TokenKind::RParen)? {
                    break;
                }
                self.expect(TokenKind::Comma, "or ')' after a parameter shape")?;
            }
        }
        self.expect(TokenKind::Arrow, "after the parameter shapes")?;
        let result = self.shape()?;
        Ok(ProgramShape { parameters, result })
    }
}
