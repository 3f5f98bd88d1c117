//! The HLO text printer: canonical text that XLA's parser and Kiln's parser both read back.
//!
//! Canonical means: one header line, computations in module order separated by blank lines,
//! `ENTRY` and `ROOT` always marked, operands as bare names, typed attributes in one fixed
//! order followed by verbatim ones, floats in the shortest form that reads back to the same
//! bits. So `parse(print(m)) == m`, and printing a reparsed module gives the same text.
//! The printer never panics, even on a hand-built module with dangling ids.

use crate::attrs::*;
use crate::float8;
use crate::instruction::{Computation, Instruction, Module};
use crate::lexer::escape;
use crate::literal::{ArrayData, ArrayLiteral, Literal};
use crate::opcode::Opcode;
use crate::types::PrimitiveType;
use std::fmt::{self, Write};

/// The module as HLO text.
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    print_header(module, &mut out);
    // XLA reads the stack frame index between the header and the computations.
    if let Some(frames) = &module.stack_frames {
        out.push('\n');
        out.push_str(frames);
        out.push('\n');
    }
    for (i, comp) in module.computations.iter().enumerate() {
        out.push('\n');
        print_computation(module, comp, i == module.entry.index(), &mut out);
    }
    out
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_module(self))
    }
}

fn print_header(module: &Module, out: &mut String) {
    let c = &module.config;
    out.push_str("HloModule ");
    out.push_str(&module.name);
    if let Some(s) = c.is_scheduled {
        let _ = write!(out, ", is_scheduled={s}");
    }
    if let Some(layout) = &c.entry_computation_layout {
        let _ = write!(out, ", entry_computation_layout={{{layout}}}");
    }
    if let Some(alias) = &c.input_output_alias {
        let _ = write!(out, ", input_output_alias={alias}");
    }
    for (k, v) in &c.other {
        let _ = write!(out, ", {k}={v}");
    }
    out.push('\n');
}

fn print_computation(module: &Module, comp: &Computation, is_entry: bool, out: &mut String) {
    if is_entry {
        out.push_str("ENTRY ");
    }
    out.push_str(&comp.name);
    out.push_str(" {\n");
    for (i, instr) in comp.instructions.iter().enumerate() {
        out.push_str(if i == comp.root.index() {
            "  ROOT "
        } else {
            "  "
        });
        print_instruction(module, comp, instr, out);
        out.push('\n');
    }
    out.push('}');
    // XLA's place for `execution_thread="..."`: after the body.
    for (k, v) in &comp.attributes {
        let _ = write!(out, ", {k}={v}");
    }
    out.push('\n');
}

/// `name = shape opcode(operands), attrs...` (no indentation, no ROOT, no newline).
pub fn print_instruction(
    module: &Module,
    comp: &Computation,
    instr: &Instruction,
    out: &mut String,
) {
    let _ = write!(out, "{} = {} {}(", instr.name, instr.shape, instr.opcode);
    match instr.opcode {
        Opcode::Parameter => {
            let _ = write!(out, "{}", instr.attrs.parameter_number.unwrap_or(0));
        }
        Opcode::Constant => match &instr.attrs.constant {
            Some(ConstantValue::Literal(lit)) => print_literal(lit, out),
            Some(ConstantValue::Elided) | None => out.push_str("{...}"),
        },
        _ => {
            let names = instr.operands.iter().map(|&id| instr_name(comp, id));
            out.push_str(&names.collect::<Vec<_>>().join(", "));
        }
    }
    out.push(')');
    for (k, v) in attribute_texts(module, comp, instr) {
        let _ = write!(out, ", {k}={v}");
    }
}

fn instr_name(comp: &Computation, id: InstrId) -> String {
    match comp.instructions.get(id.index()) {
        Some(i) => i.name.clone(),
        None => format!("invalid_instruction_{}", id.0),
    }
}

fn comp_name(module: &Module, id: CompId) -> String {
    match module.computations.get(id.index()) {
        Some(c) => c.name.clone(),
        None => format!("invalid_computation_{}", id.0),
    }
}

/// Attribute (name, value text) pairs being collected in canonical order.
struct AttrTexts<'i>(Vec<(&'i str, String)>);

impl<'i> AttrTexts<'i> {
    fn put(&mut self, key: &'i str, value: Option<String>) {
        if let Some(v) = value {
            self.0.push((key, v));
        }
    }

    fn show(&mut self, key: &'i str, value: Option<impl fmt::Display>) {
        self.put(key, value.map(|v| v.to_string()));
    }

    fn list(&mut self, key: &'i str, value: Option<&[i64]>) {
        self.put(key, value.map(int_list));
    }
}

/// Every attribute of `instr` as (name, value text), in canonical order: typed attributes,
/// verbatim ones, then those that live on the instruction itself.
fn attribute_texts<'i>(
    module: &Module,
    comp: &Computation,
    instr: &'i Instruction,
) -> Vec<(&'i str, String)> {
    let a = &instr.attrs;
    let mut out = AttrTexts(Vec::new());
    shape_attrs(a, &mut out);
    dimension_number_attrs(a, &mut out);
    scalar_attrs(a, &mut out);
    computation_attrs(module, a, &mut out);
    for (k, v) in &a.other {
        out.put(k, Some(v.clone()));
    }
    if !instr.control_predecessors.is_empty() {
        let names = instr
            .control_predecessors
            .iter()
            .map(|&id| instr_name(comp, id));
        out.put("control-predecessors", Some(name_list(names)));
    }
    out.put("sharding", instr.sharding.clone());
    out.put("frontend_attributes", instr.frontend_attributes.clone());
    out.put("metadata", instr.metadata.as_deref().map(metadata_text));
    out.put("backend_config", instr.backend_config.clone());
    out.0
}

/// Attributes that say which dimensions or windows an op works on.
fn shape_attrs(a: &Attrs, out: &mut AttrTexts) {
    out.list("dimensions", a.dimensions.as_deref());
    out.show("index", a.index);
    out.show("iota_dimension", a.iota_dimension);
    out.put("slice", a.slice.as_deref().map(slice_text));
    out.list("dynamic_slice_sizes", a.dynamic_slice_sizes.as_deref());
    out.put("padding", a.padding.as_deref().map(padding_text));
    out.put("window", a.window.as_ref().map(window_text));
    out.put("dim_labels", a.conv_dims.as_ref().map(conv_dims_text));
    out.show("feature_group_count", a.feature_group_count);
    out.show("batch_group_count", a.batch_group_count);
}

/// Dot, gather and scatter dimension numbers. Lists XLA treats as optional are left out when
/// empty; the rest are always printed so that a present struct reads back as present.
fn dimension_number_attrs(a: &Attrs, out: &mut AttrTexts) {
    if let Some(d) = &a.dot_dims {
        out.put("lhs_batch_dims", non_empty_list(&d.lhs_batch));
        out.list("lhs_contracting_dims", Some(&d.lhs_contracting));
        out.put("rhs_batch_dims", non_empty_list(&d.rhs_batch));
        out.list("rhs_contracting_dims", Some(&d.rhs_contracting));
    }
    out.put(
        "operand_precision",
        a.operand_precision.as_deref().map(precision_text),
    );
    out.put("algorithm", a.algorithm.clone());
    if let Some(g) = &a.gather_dims {
        out.list("offset_dims", Some(&g.offset_dims));
        out.list("collapsed_slice_dims", Some(&g.collapsed_slice_dims));
        out.list("start_index_map", Some(&g.start_index_map));
        out.put(
            "operand_batching_dims",
            non_empty_list(&g.operand_batching_dims),
        );
        out.put(
            "start_indices_batching_dims",
            non_empty_list(&g.start_indices_batching_dims),
        );
        out.show("index_vector_dim", Some(g.index_vector_dim));
    }
    out.list("slice_sizes", a.slice_sizes.as_deref());
    if let Some(s) = &a.scatter_dims {
        out.list("update_window_dims", Some(&s.update_window_dims));
        out.list("inserted_window_dims", Some(&s.inserted_window_dims));
        out.list(
            "scatter_dims_to_operand_dims",
            Some(&s.scatter_dims_to_operand_dims),
        );
        out.put(
            "input_batching_dims",
            non_empty_list(&s.input_batching_dims),
        );
        out.put(
            "scatter_indices_batching_dims",
            non_empty_list(&s.scatter_indices_batching_dims),
        );
        out.show("index_vector_dim", Some(s.index_vector_dim));
    }
    out.show("indices_are_sorted", a.indices_are_sorted);
    out.show("unique_indices", a.unique_indices);
}

/// Flags, enums and numbers.
fn scalar_attrs(a: &Attrs, out: &mut AttrTexts) {
    out.show("direction", a.direction);
    out.show("type", a.comparison_type);
    out.show("is_stable", a.is_stable);
    out.show("fft_type", a.fft_type);
    out.list("fft_length", a.fft_length.as_deref());
    out.put("epsilon", a.epsilon.map(|v| f32_text(v.0)));
    out.show("feature_index", a.feature_index);
    out.show("left_side", a.left_side);
    out.show("lower", a.lower);
    out.show("unit_diagonal", a.unit_diagonal);
    out.show("transpose_a", a.transpose_a);
    out.show("exponent_bits", a.exponent_bits);
    out.show("mantissa_bits", a.mantissa_bits);
    out.show("k", a.k);
    out.show("largest", a.largest);
    out.show("kind", a.fusion_kind);
    out.show("distribution", a.distribution);
    out.put(
        "custom_call_target",
        a.custom_call_target.as_deref().map(escape),
    );
}

/// Called computations, by name.
fn computation_attrs(module: &Module, a: &Attrs, out: &mut AttrTexts) {
    let one = |id: &Option<CompId>| id.map(|id| comp_name(module, id));
    let many = |ids: &[CompId]| name_list(ids.iter().map(|&id| comp_name(module, id)));
    out.put(
        "calls",
        a.calls.as_ref().map(|c| match &c[..] {
            [single] => comp_name(module, *single),
            several => many(several),
        }),
    );
    out.put("to_apply", one(&a.to_apply));
    out.put("condition", one(&a.condition));
    out.put("body", one(&a.body));
    out.put(
        "branch_computations",
        a.branch_computations.as_deref().map(many),
    );
    out.put("true_computation", one(&a.true_computation));
    out.put("false_computation", one(&a.false_computation));
    out.put("select", one(&a.select));
    out.put("scatter", one(&a.scatter));
}

fn int_list(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(i64::to_string).collect();
    format!("{{{}}}", items.join(","))
}

fn non_empty_list(v: &[i64]) -> Option<String> {
    (!v.is_empty()).then(|| int_list(v))
}

fn name_list(names: impl Iterator<Item = String>) -> String {
    format!("{{{}}}", names.collect::<Vec<_>>().join(", "))
}

fn precision_text(v: &[Precision]) -> String {
    let items: Vec<&str> = v.iter().map(|p| p.text()).collect();
    format!("{{{}}}", items.join(","))
}

fn slice_text(v: &[SliceDim]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|d| match d.stride {
            1 => format!("[{}:{}]", d.start, d.limit),
            s => format!("[{}:{}:{s}]", d.start, d.limit),
        })
        .collect();
    format!("{{{}}}", items.join(", "))
}

/// `low_high` per dimension, with `_interior` on every dimension if any has interior padding.
fn padding_text(v: &[PadDim]) -> String {
    let interior = v.iter().any(|d| d.interior != 0);
    let items: Vec<String> = v
        .iter()
        .map(|d| match interior {
            true => format!("{}_{}_{}", d.low, d.high, d.interior),
            false => format!("{}_{}", d.low, d.high),
        })
        .collect();
    items.join("x")
}

/// `{size=.. [stride=..] [pad=..] [lhs_dilate=..] [rhs_dilate=..] [rhs_reversal=..]}`:
/// fields at their defaults are left out, as XLA does, except `size`.
fn window_text(w: &Window) -> String {
    let field =
        |name: &str, f: &dyn Fn(&WindowDim) -> String, default: &dyn Fn(&WindowDim) -> bool| {
            if w.dims.iter().all(default) && name != "size" {
                return None;
            }
            let parts: Vec<String> = w.dims.iter().map(f).collect();
            Some(format!("{name}={}", parts.join("x")))
        };
    let fields = [
        field("size", &|d| d.size.to_string(), &|_| false),
        field("stride", &|d| d.stride.to_string(), &|d| d.stride == 1),
        field(
            "pad",
            &|d| format!("{}_{}", d.padding_low, d.padding_high),
            &|d| d.padding_low == 0 && d.padding_high == 0,
        ),
        field("lhs_dilate", &|d| d.base_dilation.to_string(), &|d| {
            d.base_dilation == 1
        }),
        field("rhs_dilate", &|d| d.window_dilation.to_string(), &|d| {
            d.window_dilation == 1
        }),
        field(
            "rhs_reversal",
            &|d| u8::from(d.window_reversal).to_string(),
            &|d| !d.window_reversal,
        ),
    ];
    if w.dims.is_empty() {
        return "{}".to_string();
    }
    let fields: Vec<String> = fields.into_iter().flatten().collect();
    format!("{{{}}}", fields.join(" "))
}

/// `b01f_01io->b01f` from the dimension numbers.
fn conv_dims_text(c: &ConvDims) -> String {
    fn labels(a: (i64, char), b: (i64, char), spatial: &[i64]) -> String {
        let mut chars = vec!['?'; spatial.len() + 2];
        let mut set = |pos: i64, c: char| {
            if let Some(slot) = usize::try_from(pos).ok().and_then(|p| chars.get_mut(p)) {
                *slot = c;
            }
        };
        set(a.0, a.1);
        set(b.0, b.1);
        for (d, &pos) in spatial.iter().enumerate() {
            set(pos, char::from_digit(d as u32 % 10, 10).unwrap_or('?'));
        }
        chars.into_iter().collect()
    }
    format!(
        "{}_{}->{}",
        labels(
            (c.input_batch, 'b'),
            (c.input_feature, 'f'),
            &c.input_spatial
        ),
        labels(
            (c.kernel_input_feature, 'i'),
            (c.kernel_output_feature, 'o'),
            &c.kernel_spatial
        ),
        labels(
            (c.output_batch, 'b'),
            (c.output_feature, 'f'),
            &c.output_spatial
        ),
    )
}

fn metadata_text(m: &Metadata) -> String {
    let mut fields: Vec<String> = Vec::new();
    let strings = [
        ("op_type", &m.op_type),
        ("op_name", &m.op_name),
        ("source_file", &m.source_file),
    ];
    for (k, v) in strings {
        if let Some(v) = v {
            fields.push(format!("{k}={}", escape(v)));
        }
    }
    let ints = [
        ("source_line", m.source_line),
        ("source_end_line", m.source_end_line),
        ("source_column", m.source_column),
        ("source_end_column", m.source_end_column),
        ("stack_frame_id", m.stack_frame_id),
    ];
    for (k, v) in ints {
        if let Some(v) = v {
            fields.push(format!("{k}={v}"));
        }
    }
    fields.extend(m.other.iter().map(|(k, v)| format!("{k}={v}")));
    format!("{{{}}}", fields.join(" "))
}

/// A literal as `constant(...)` contents.
pub fn print_literal(lit: &Literal, out: &mut String) {
    match lit {
        Literal::Array(a) => print_array(a, out),
        Literal::Tuple(elems) => {
            out.push('(');
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_literal(e, out);
            }
            out.push(')');
        }
        Literal::Token => out.push_str("token"),
    }
}

/// Nested braces, row-major: `{1, 2}`, `{ {1, 2}, {3, 4} }`; a scalar bare.
fn print_array(a: &ArrayLiteral, out: &mut String) {
    fn level(a: &ArrayLiteral, dim: usize, offset: usize, stride: usize, out: &mut String) {
        let n = usize::try_from(a.dims[dim]).unwrap_or(0);
        let inner = stride / n.max(1);
        let last = dim + 1 == a.dims.len();
        out.push_str(if last { "{" } else { "{ " });
        for i in 0..n {
            if i > 0 {
                out.push_str(", ");
            }
            if last {
                print_element(a, offset + i, out);
            } else {
                level(a, dim + 1, offset + i * inner, inner, out);
            }
        }
        out.push_str(if last { "}" } else { " }" });
    }
    if a.dims.is_empty() {
        print_element(a, 0, out);
    } else {
        let total: usize = a
            .dims
            .iter()
            .map(|&d| usize::try_from(d).unwrap_or(0))
            .product();
        level(a, 0, 0, total, out);
    }
}

fn print_element(a: &ArrayLiteral, i: usize, out: &mut String) {
    use ArrayData as D;
    let text = match &a.data {
        D::Pred(v) => v.get(i).map(|x| x.to_string()),
        D::S8(v) => v.get(i).map(|x| x.to_string()),
        D::S16(v) => v.get(i).map(|x| x.to_string()),
        D::S32(v) => v.get(i).map(|x| x.to_string()),
        D::S64(v) => v.get(i).map(|x| x.to_string()),
        D::U8(v) if a.ty.is_f8() => v.get(i).map(|&x| f8_text(a.ty, x)),
        D::U8(v) => v.get(i).map(|x| x.to_string()),
        D::U16(v) => v.get(i).map(|x| x.to_string()),
        D::U32(v) => v.get(i).map(|x| x.to_string()),
        D::U64(v) => v.get(i).map(|x| x.to_string()),
        D::F16(v) => v.get(i).map(|x| half_text(x.to_bits(), 10, x.to_f32())),
        D::BF16(v) => v.get(i).map(|x| half_text(x.to_bits(), 7, x.to_f32())),
        D::F32(v) => v.get(i).map(|&x| f32_text(x)),
        D::F64(v) => v.get(i).map(|&x| f64_text(x)),
        D::C64(v) => v
            .get(i)
            .map(|x| format!("({}, {})", f32_text(x.re), f32_text(x.im))),
        D::C128(v) => v
            .get(i)
            .map(|x| format!("({}, {})", f64_text(x.re), f64_text(x.im))),
    };
    out.push_str(text.as_deref().unwrap_or("0"));
}

/// `nan`, `-nan`, or with a payload other than the quiet bit `nan(0x...)` (XLA's spelling).
fn nan_text(negative: bool, payload: u64, mantissa_bits: u32) -> String {
    let sign = if negative { "-" } else { "" };
    if payload == 1 << (mantissa_bits - 1) {
        format!("{sign}nan")
    } else {
        format!("{sign}nan(0x{payload:x})")
    }
}

/// Shortest text that reads back as the same `f32` (`1.0`, `1e-7`, `inf`, `-0.0`).
pub fn f32_text(x: f32) -> String {
    if x.is_nan() {
        let bits = x.to_bits();
        return nan_text(bits >> 31 != 0, u64::from(bits & 0x7f_ffff), 23);
    }
    xla_style(format!("{x:?}"))
}

pub fn f64_text(x: f64) -> String {
    if x.is_nan() {
        let bits = x.to_bits();
        return nan_text(bits >> 63 != 0, bits & ((1 << 52) - 1), 52);
    }
    xla_style(format!("{x:?}"))
}

/// Rust's shortest round-trip digits, spelled as XLA spells numbers: `1` not `1.0`,
/// `1e+20` not `1e20` (the digits, and so the value read back, are unchanged).
fn xla_style(mut s: String) -> String {
    if let Some(stripped) = s.strip_suffix(".0") {
        s.truncate(stripped.len());
    }
    if let Some(e) = s.find('e') {
        if !s[e + 1..].starts_with('-') {
            s.insert(e + 1, '+');
        }
    }
    s
}

/// An f16 or bf16 (`mantissa_bits` 10 or 7), printed through its exact f32 value.
fn half_text(bits: u16, mantissa_bits: u32, value: f32) -> String {
    if value.is_nan() {
        return nan_text(
            bits >> 15 != 0,
            u64::from(bits) & ((1 << mantissa_bits) - 1),
            mantissa_bits,
        );
    }
    f32_text(value)
}

fn f8_text(ty: PrimitiveType, bits: u8) -> String {
    let v = float8::to_f64(ty, bits);
    if !v.is_nan() {
        return f32_text(v as f32);
    }
    let negative = bits & 0x80 != 0 && ty != PrimitiveType::F8E8M0FNU;
    let mbits = float8::mantissa_bits(ty);
    if float8::from_f64(ty, f64::NAN, Some(negative), None) == bits || mbits == 0 {
        return if negative {
            "-nan".into()
        } else {
            "nan".into()
        };
    }
    nan_text(negative, u64::from(bits) & ((1 << mbits) - 1), mbits)
}
