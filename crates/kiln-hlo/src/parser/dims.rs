//! The compact dimension attributes: `window={size=3x3 stride=2x2 pad=0_1x0_1 ...}`,
//! `dim_labels=b01f_01io->b01f` and `padding=0_0x1_2_1`.

use super::Parser;
use crate::attrs::{ConvDims, PadDim, Window, WindowDim};
use crate::error::Result;
use crate::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// `{size=3x3 stride=2x2 pad=0_1x0_1 lhs_dilate=1x2 rhs_dilate=2x1 rhs_reversal=0x1}`;
    /// every field optional, every given field with the same number of dimensions.
    pub(super) fn window(&mut self) -> Result<Window> {
        self.expect(TokenKind::LBrace, "to open window")?;
        let mut dims: Vec<WindowDim> = Vec::new();
        let mut rank: Option<usize> = None;
        while !self.eat(TokenKind::RBrace)? {
            let (key, key_at) = self.word("a window field (size, stride, pad, ...)")?;
            self.expect(TokenKind::Equals, &format!("after window field '{key}'"))?;
            let (value, at) = self.word("a window value like 3x3")?;
            let parts: Vec<&str> = value.split('x').collect();
            if *rank.get_or_insert(parts.len()) != parts.len() {
                let msg = format!(
                    "window field '{key}' has {} dimensions, expected {}",
                    parts.len(),
                    rank.unwrap_or(0)
                );
                return Err(self.lex.error(at, msg));
            }
            dims.resize(parts.len(), WindowDim::default());
            for (d, part) in dims.iter_mut().zip(&parts) {
                let bad = || {
                    self.lex
                        .error(at, format!("bad value '{value}' for window field '{key}'"))
                };
                match key {
                    "size" => d.size = super::parse_int(part).ok_or_else(bad)?,
                    "stride" => d.stride = super::parse_int(part).ok_or_else(bad)?,
                    "lhs_dilate" => d.base_dilation = super::parse_int(part).ok_or_else(bad)?,
                    "rhs_dilate" => d.window_dilation = super::parse_int(part).ok_or_else(bad)?,
                    "rhs_reversal" => d.window_reversal = parse_flag(part).ok_or_else(bad)?,
                    "pad" => {
                        let (lo, hi) = part.split_once('_').ok_or_else(bad)?;
                        d.padding_low = super::parse_int(lo).ok_or_else(bad)?;
                        d.padding_high = super::parse_int(hi).ok_or_else(bad)?;
                    }
                    _ => {
                        return Err(self
                            .lex
                            .error(key_at, format!("unknown window field '{key}'")))
                    }
                }
            }
        }
        Ok(Window { dims })
    }

    /// `b01f_01io->b01f`: input, kernel and output labels; digits are spatial dimensions.
    pub(super) fn conv_dims(&mut self) -> Result<ConvDims> {
        let (lhs, at) = self.word("convolution dimension labels like b01f_01io->b01f")?;
        let bad = |msg: &str| self.lex.error(at, format!("bad dim_labels: {msg}"));
        let (input, kernel) = lhs
            .split_once('_')
            .ok_or_else(|| bad("expected '_' between input and kernel labels"))?;
        self.expect(TokenKind::Arrow, "in dim_labels")?;
        let (output, _) = self.word("output dimension labels")?;
        let bad = |msg: String| self.lex.error(at, format!("bad dim_labels: {msg}"));
        let (input_batch, input_feature, input_spatial) = labels(input, 'b', 'f').map_err(bad)?;
        let (kernel_input_feature, kernel_output_feature, kernel_spatial) =
            labels(kernel, 'i', 'o').map_err(bad)?;
        let (output_batch, output_feature, output_spatial) =
            labels(output, 'b', 'f').map_err(bad)?;
        if input_spatial.len() != kernel_spatial.len()
            || input_spatial.len() != output_spatial.len()
        {
            return Err(bad(
                "input, kernel and output have different numbers of spatial dimensions".into(),
            ));
        }
        Ok(ConvDims {
            input_batch,
            input_feature,
            input_spatial,
            kernel_input_feature,
            kernel_output_feature,
            kernel_spatial,
            output_batch,
            output_feature,
            output_spatial,
        })
    }

    /// `0_0x1_2_1`: `low_high[_interior]` per dimension, negative values allowed.
    pub(super) fn padding(&mut self) -> Result<Vec<PadDim>> {
        let (value, at) = self.word("a padding like 0_0x1_2")?;
        let bad = || {
            self.lex.error(at, format!("bad padding '{value}': expected low_high[_interior] per dimension, joined by 'x'"))
        };
        let mut out = Vec::new();
        for part in value.split('x') {
            let nums: Vec<i64> = part
                .split('_')
                .map(super::parse_int)
                .collect::<Option<_>>()
                .ok_or_else(bad)?;
            match nums[..] {
                [low, high] => out.push(PadDim {
                    low,
                    high,
                    interior: 0,
                }),
                [low, high, interior] => out.push(PadDim {
                    low,
                    high,
                    interior,
                }),
                _ => return Err(bad()),
            }
        }
        Ok(out)
    }
}

fn parse_flag(s: &str) -> Option<bool> {
    match s {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

/// Positions of the two named labels and of spatial dimensions 0, 1, ... in `text`.
fn labels(
    text: &str,
    first: char,
    second: char,
) -> std::result::Result<(i64, i64, Vec<i64>), String> {
    let mut a = None;
    let mut b = None;
    let mut spatial: Vec<Option<i64>> = vec![None; text.len().saturating_sub(2)];
    for (pos, c) in text.chars().enumerate() {
        let pos = pos as i64;
        let slot = if c == first {
            &mut a
        } else if c == second {
            &mut b
        } else if let Some(d) = c.to_digit(10) {
            spatial
                .get_mut(d as usize)
                .ok_or_else(|| format!("spatial dimension {d} out of range in '{text}'"))?
        } else {
            return Err(format!("unexpected label '{c}' in '{text}'"));
        };
        if slot.replace(pos).is_some() {
            return Err(format!("label '{c}' repeated in '{text}'"));
        }
    }
    let a = a.ok_or_else(|| format!("missing '{first}' in '{text}'"))?;
    let b = b.ok_or_else(|| format!("missing '{second}' in '{text}'"))?;
    let spatial = spatial
        .into_iter()
        .enumerate()
        .map(|(d, p)| p.ok_or_else(|| format!("missing spatial dimension {d} in '{text}'")))
        .collect::<std::result::Result<_, _>>()?;
    Ok((a, b, spatial))
}
