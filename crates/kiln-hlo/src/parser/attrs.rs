//! Instruction attributes: `name=value` after the operand list, typed into [`Attrs`] where
//! Kiln understands them, kept verbatim in `Attrs::other` where XLA defines them but Kiln does
//! not interpret them, and rejected when no XLA attribute has that name.

use super::{CompSlot, ParsedInstr, Parser, UNRESOLVED};
use crate::attrs::*;
use crate::error::Result;
use crate::lexer::{unescape, TokenKind};
use crate::opcode::Opcode;

/// XLA attributes that Kiln keeps verbatim (their values do not change what Kiln computes,
/// or Kiln does not model them yet).
const VERBATIM_ATTRIBUTES: &[&str] = &[
    "api_version",
    "async_execution_thread",
    "async_group_id",
    "called_computations",
    "channel_id",
    "constrain_layout",
    "conv_kind",
    "cross_program_prefetch_index",
    "custom_call_has_side_effect",
    "custom_call_schedule",
    "delta",
    "dimensions_to_reduce",
    "domain",
    "inferred_dimension",
    "infeed_config",
    "is_composite",
    "is_cross_program_prefetch",
    "is_host_transfer",
    "lhs_ragged_dims",
    "literal",
    "mode",
    "operand_layout_constraints",
    "origin",
    "original_value",
    "outfeed_config",
    "outfeed_shape",
    "output_to_operand_aliasing",
    "padding_type",
    "parameter_replication",
    "replica_groups",
    "result_accuracy",
    "rhs_group_dims",
    "schedule",
    "source_target_pairs",
    "sparsity",
    "split_count",
    "split_dimension",
    "statistics",
    "statistics_viz",
    "use_global_device_ids",
];

impl<'a> Parser<'a> {
    /// One `name=value` attribute (the leading comma already read).
    pub(super) fn attribute(&mut self, p: &mut ParsedInstr<'a>) -> Result<()> {
        let (key, at) = self.word("an attribute name")?;
        if p.seen_attrs.contains(&key) {
            return Err(self.lex.error(at, format!("duplicate attribute '{key}'")));
        }
        p.seen_attrs.push(key);
        self.expect(TokenKind::Equals, &format!("after attribute name '{key}'"))?;
        if self.typed_attribute(p, key)? || self.instruction_field(p, key)? {
            return Ok(());
        }
        // collective-permute's `slice_sizes` is a list of lists, unlike gather's.
        let permute = matches!(
            p.instr.opcode,
            Opcode::CollectivePermute | Opcode::CollectivePermuteStart
        );
        if VERBATIM_ATTRIBUTES.contains(&key) || (permute && key == "slice_sizes") {
            let value = self.raw_attr_value(key)?;
            p.instr
                .attrs
                .other
                .push((key.to_string(), value.to_string()));
            return Ok(());
        }
        Err(self.lex.error(at, format!("unknown attribute '{key}'")))
    }

    /// Attributes that live in [`Attrs`]; false if `key` is not one of them.
    fn typed_attribute(&mut self, p: &mut ParsedInstr<'a>, key: &str) -> Result<bool> {
        let opcode = p.instr.opcode;
        let is_scatter = opcode == Opcode::Scatter;
        let a = &mut p.instr.attrs;
        match key {
            "slice_sizes"
                if matches!(
                    opcode,
                    Opcode::CollectivePermute | Opcode::CollectivePermuteStart
                ) =>
            {
                return Ok(false)
            }
            "dimensions" => a.dimensions = Some(self.int_list()?),
            "index" => a.index = Some(self.int("an integer")?),
            "iota_dimension" => a.iota_dimension = Some(self.int("an integer")?),
            "feature_group_count" => a.feature_group_count = Some(self.int("an integer")?),
            "batch_group_count" => a.batch_group_count = Some(self.int("an integer")?),
            "feature_index" => a.feature_index = Some(self.int("an integer")?),
            "exponent_bits" => a.exponent_bits = Some(self.int("an integer")?),
            "mantissa_bits" => a.mantissa_bits = Some(self.int("an integer")?),
            "k" => a.k = Some(self.int("an integer")?),
            "to_apply" => a.to_apply = Some(self.comp_ref(CompSlot::ToApply)?),
            "condition" => a.condition = Some(self.comp_ref(CompSlot::Condition)?),
            "body" => a.body = Some(self.comp_ref(CompSlot::Body)?),
            "true_computation" => a.true_computation = Some(self.comp_ref(CompSlot::True)?),
            "false_computation" => a.false_computation = Some(self.comp_ref(CompSlot::False)?),
            "select" => a.select = Some(self.comp_ref(CompSlot::Select)?),
            "scatter" => a.scatter = Some(self.comp_ref(CompSlot::Scatter)?),
            "calls" => a.calls = Some(self.comp_refs(CompSlot::Calls, true)?),
            "branch_computations" => {
                a.branch_computations = Some(self.comp_refs(CompSlot::Branch, false)?)
            }
            "direction" => {
                a.direction = Some(self.text_enum(
                    ComparisonDirection::from_text,
                    ComparisonDirection::SPELLINGS,
                )?)
            }
            "type" => {
                a.comparison_type =
                    Some(self.text_enum(ComparisonType::from_text, ComparisonType::SPELLINGS)?)
            }
            "fft_type" => {
                a.fft_type = Some(self.text_enum(FftType::from_text, FftType::SPELLINGS)?)
            }
            "transpose_a" => {
                a.transpose_a = Some(self.text_enum(
                    TriangularTranspose::from_text,
                    TriangularTranspose::SPELLINGS,
                )?)
            }
            "kind" => {
                a.fusion_kind = Some(self.text_enum(FusionKind::from_text, FusionKind::SPELLINGS)?)
            }
            "distribution" => {
                a.distribution = Some(
                    self.text_enum(RandomDistribution::from_text, RandomDistribution::SPELLINGS)?,
                )
            }
            "lhs_batch_dims" => {
                a.dot_dims.get_or_insert_with(Default::default).lhs_batch = self.int_list()?
            }
            "rhs_batch_dims" => {
                a.dot_dims.get_or_insert_with(Default::default).rhs_batch = self.int_list()?
            }
            "lhs_contracting_dims" => {
                a.dot_dims
                    .get_or_insert_with(Default::default)
                    .lhs_contracting = self.int_list()?
            }
            "rhs_contracting_dims" => {
                a.dot_dims
                    .get_or_insert_with(Default::default)
                    .rhs_contracting = self.int_list()?
            }
            "operand_precision" => a.operand_precision = Some(self.precision_list()?),
            "slice" => a.slice = Some(self.slice_dims()?),
            "dynamic_slice_sizes" => a.dynamic_slice_sizes = Some(self.int_list()?),
            "slice_sizes" => a.slice_sizes = Some(self.int_list()?),
            "fft_length" => a.fft_length = Some(self.int_list()?),
            "window" => a.window = Some(self.window()?),
            "dim_labels" => a.conv_dims = Some(self.conv_dims()?),
            "padding" => a.padding = Some(self.padding()?),
            "epsilon" => a.epsilon = Some(F32Attr(self.f32_value()?)),
            "indices_are_sorted" => a.indices_are_sorted = Some(self.bool_value()?),
            "unique_indices" => a.unique_indices = Some(self.bool_value()?),
            "is_stable" => a.is_stable = Some(self.bool_value()?),
            "left_side" => a.left_side = Some(self.bool_value()?),
            "lower" => a.lower = Some(self.bool_value()?),
            "unit_diagonal" => a.unit_diagonal = Some(self.bool_value()?),
            "largest" => a.largest = Some(self.bool_value()?),
            "algorithm" => a.algorithm = Some(self.word("an algorithm name")?.0.to_string()),
            "custom_call_target" => a.custom_call_target = Some(self.string_value()?),
            "offset_dims" => gather(a).offset_dims = self.int_list()?,
            "collapsed_slice_dims" => gather(a).collapsed_slice_dims = self.int_list()?,
            "start_index_map" => gather(a).start_index_map = self.int_list()?,
            "operand_batching_dims" => gather(a).operand_batching_dims = self.int_list()?,
            "start_indices_batching_dims" => {
                gather(a).start_indices_batching_dims = self.int_list()?
            }
            "update_window_dims" => scatter(a).update_window_dims = self.int_list()?,
            "inserted_window_dims" => scatter(a).inserted_window_dims = self.int_list()?,
            "scatter_dims_to_operand_dims" => {
                scatter(a).scatter_dims_to_operand_dims = self.int_list()?
            }
            "input_batching_dims" => scatter(a).input_batching_dims = self.int_list()?,
            "scatter_indices_batching_dims" => {
                scatter(a).scatter_indices_batching_dims = self.int_list()?
            }
            "index_vector_dim" if is_scatter => {
                scatter(a).index_vector_dim = self.int("an integer")?
            }
            "index_vector_dim" => gather(a).index_vector_dim = self.int("an integer")?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Attributes that live on [`crate::Instruction`] itself; false if `key` is not one.
    fn instruction_field(&mut self, p: &mut ParsedInstr<'a>, key: &str) -> Result<bool> {
        match key {
            "metadata" => p.instr.metadata = Some(Box::new(self.metadata()?)),
            "sharding" => p.instr.sharding = Some(self.lex.raw_group()?.to_string()),
            "frontend_attributes" => {
                p.instr.frontend_attributes = Some(self.lex.raw_group()?.to_string())
            }
            "backend_config" => {
                let value = if self.peek_is(TokenKind::Str)? {
                    let t = self.lex.next()?;
                    self.lex.text(t)
                } else {
                    self.lex.raw_group()?
                };
                p.instr.backend_config = Some(value.to_string());
            }
            "control-predecessors" => p.control_predecessors = self.name_list()?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// One computation name; records it for resolution once the module is read.
    fn comp_ref(&mut self, slot: CompSlot) -> Result<CompId> {
        let (name, offset) = self.name("a computation name")?;
        self.comp_refs.push(super::CompRef {
            comp: self.cur_comp,
            instr: self.cur_instr,
            slot,
            name,
            offset,
        });
        Ok(UNRESOLVED)
    }

    /// `{a, b}`, or with `allow_single` also a bare `a`.
    fn comp_refs(
        &mut self,
        slot: fn(usize) -> CompSlot,
        allow_single: bool,
    ) -> Result<Vec<CompId>> {
        if allow_single && !self.peek_is(TokenKind::LBrace)? {
            return Ok(vec![self.comp_ref(slot(0))?]);
        }
        let names = self.name_list()?;
        let mut out = Vec::with_capacity(names.len());
        for (i, (name, offset)) in names.into_iter().enumerate() {
            self.comp_refs.push(super::CompRef {
                comp: self.cur_comp,
                instr: self.cur_instr,
                slot: slot(i),
                name,
                offset,
            });
            out.push(UNRESOLVED);
        }
        Ok(out)
    }

    /// `{a, b, c}` names (possibly empty).
    fn name_list(&mut self) -> Result<Vec<(&'a str, usize)>> {
        self.expect(TokenKind::LBrace, "to open a list of names")?;
        let mut out = Vec::new();
        if self.eat(TokenKind::RBrace)? {
            return Ok(out);
        }
        loop {
            out.push(self.name("a name")?);
            if self.eat(TokenKind::RBrace)? {
                return Ok(out);
            }
            self.expect(TokenKind::Comma, "or '}' in a list of names")?;
        }
    }

    fn text_enum<T>(&mut self, from_text: fn(&str) -> Option<T>, spellings: &[&str]) -> Result<T> {
        let (w, at) = self.word("a value")?;
        from_text(w).ok_or_else(|| {
            self.lex.error(
                at,
                format!("expected one of {}, found '{w}'", spellings.join(", ")),
            )
        })
    }

    pub(super) fn string_value(&mut self) -> Result<String> {
        let t = self.expect(TokenKind::Str, "")?;
        unescape(self.lex.text(t)).map_err(|m| self.lex.error(t.start, m))
    }

    fn f32_value(&mut self) -> Result<f32> {
        let (w, at) = self.word("a number")?;
        super::literal::parse_f64(w)
            .map(|v| v as f32)
            .ok_or_else(|| {
                self.lex
                    .error(at, format!("expected a number, found '{w}'"))
            })
    }

    /// `{highest,default}`.
    fn precision_list(&mut self) -> Result<Vec<Precision>> {
        self.expect(TokenKind::LBrace, "to open operand_precision")?;
        let mut out = Vec::new();
        while !self.eat(TokenKind::RBrace)? {
            if !out.is_empty() {
                self.expect(TokenKind::Comma, "or '}' in operand_precision")?;
            }
            let (w, at) = self.word("a precision")?;
            let p = Precision::from_text(&w.to_ascii_lowercase()).ok_or_else(|| {
                let all = Precision::SPELLINGS.join(", ");
                self.lex
                    .error(at, format!("expected one of {all}, found '{w}'"))
            })?;
            out.push(p);
        }
        Ok(out)
    }

    /// `{[0:4], [1:8:2]}`.
    fn slice_dims(&mut self) -> Result<Vec<SliceDim>> {
        self.expect(TokenKind::LBrace, "to open slice")?;
        let mut out = Vec::new();
        while !self.eat(TokenKind::RBrace)? {
            if !out.is_empty() {
                self.expect(TokenKind::Comma, "or '}' in slice")?;
            }
            self.expect(TokenKind::LBracket, "to open a slice range")?;
            let start = self.int("a slice start")?;
            self.expect(TokenKind::Colon, "after the slice start")?;
            let limit = self.int("a slice limit")?;
            let stride = if self.eat(TokenKind::Colon)? {
                self.int("a slice stride")?
            } else {
                1
            };
            self.expect(TokenKind::RBracket, "to close a slice range")?;
            out.push(SliceDim {
                start,
                limit,
                stride,
            });
        }
        Ok(out)
    }

    /// `metadata={op_type="dot" op_name="..." source_line=12 ...}`.
    fn metadata(&mut self) -> Result<Metadata> {
        self.expect(TokenKind::LBrace, "to open metadata")?;
        let mut m = Metadata::default();
        while !self.eat(TokenKind::RBrace)? {
            let (key, _) = self.word("a metadata field name")?;
            self.expect(TokenKind::Equals, &format!("after metadata field '{key}'"))?;
            match key {
                "op_type" => m.op_type = Some(self.string_value()?),
                "op_name" => m.op_name = Some(self.string_value()?),
                "source_file" => m.source_file = Some(self.string_value()?),
                "source_line" => m.source_line = Some(self.int("an integer")?),
                "source_end_line" => m.source_end_line = Some(self.int("an integer")?),
                "source_column" => m.source_column = Some(self.int("an integer")?),
                "source_end_column" => m.source_end_column = Some(self.int("an integer")?),
                "stack_frame_id" => m.stack_frame_id = Some(self.int("an integer")?),
                _ => {
                    let value = self.raw_token_or_group()?;
                    m.other.push((key.to_string(), value.to_string()));
                }
            }
        }
        Ok(m)
    }

    /// One token's text, or a whole `{...}` group, verbatim.
    pub(super) fn raw_token_or_group(&mut self) -> Result<&'a str> {
        let t = self.peek()?;
        match t.kind {
            TokenKind::LBrace => self.lex.raw_group(),
            TokenKind::Word | TokenKind::Str => {
                self.lex.next()?;
                Ok(self.lex.text(t))
            }
            _ => Err(self.expected("a value")),
        }
    }
}

fn gather(a: &mut Attrs) -> &mut GatherDims {
    a.gather_dims.get_or_insert_with(Default::default)
}

fn scatter(a: &mut Attrs) -> &mut ScatterDims {
    a.scatter_dims.get_or_insert_with(Default::default)
}
