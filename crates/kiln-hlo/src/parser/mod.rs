//! The HLO text parser: XLA's `HloModule::ToString()` format, unoptimized and optimized dumps.
//!
//! The grammar is parsed by recursive descent over the [`Lexer`]'s tokens. Names are resolved
//! after the fact: operands (and control predecessors) once their computation's body is read, so
//! that forward references work; called computations once the whole module is read, so that a
//! computation may be used before it is defined. Every failure is an [`Error`] with a position.

mod attrs;
mod dims;
mod literal;
mod shape;

use crate::attrs::{CompId, InstrId};
use crate::error::{Error, Result, Span};
use crate::instruction::{Computation, Instruction, Module, ModuleConfig};
use crate::lexer::{Lexer, Token, TokenKind};
use crate::opcode::{Arity, Opcode};
use std::collections::HashMap;

/// Parses HLO module text.
pub fn parse_module(text: &str) -> Result<Module> {
    parse_named(None, text)
}

/// Parses HLO module text read from `path`; errors name the file and quote the line.
pub fn parse_module_file(path: impl AsRef<std::path::Path>, text: &str) -> Result<Module> {
    parse_named(Some(&path.as_ref().display().to_string()), text)
}

/// Parses HLO module text given as bytes. Invalid UTF-8 is reported at its `line:col`.
pub fn parse_module_bytes(bytes: &[u8]) -> Result<Module> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse_module(text),
        Err(e) => {
            let valid = &bytes[..e.valid_up_to()];
            let valid = std::str::from_utf8(valid).unwrap_or("");
            let lex = Lexer::new(valid);
            let msg = format!("invalid UTF-8 byte at offset {}", e.valid_up_to());
            Err(lex.error(valid.len(), msg).with_source(None, valid))
        }
    }
}

fn parse_named(file: Option<&str>, text: &str) -> Result<Module> {
    Parser::new(text)
        .module()
        .map_err(|e| e.with_source(file, text))
}

/// Which attribute of an instruction names a computation, so it can be filled in later.
#[derive(Clone, Copy, Debug)]
enum CompSlot {
    ToApply,
    Calls(usize),
    Condition,
    Body,
    Branch(usize),
    True,
    False,
    Select,
    Scatter,
}

/// A computation name waiting to be resolved once the module is read.
struct CompRef<'a> {
    comp: usize,
    instr: usize,
    slot: CompSlot,
    name: &'a str,
    offset: usize,
}

/// A computation's `(params) -> result` signature, checked against its body.
struct Signature {
    params: Vec<crate::shape::Shape>,
    result: crate::shape::Shape,
    at: usize,
}

/// Placeholder for a computation reference not yet resolved.
const UNRESOLVED: CompId = CompId(u32::MAX);

/// An instruction as parsed, with operand names not yet resolved.
struct ParsedInstr<'a> {
    instr: Instruction,
    name: &'a str,
    name_at: usize,
    is_root: bool,
    operands: Vec<(&'a str, usize)>,
    control_predecessors: Vec<(&'a str, usize)>,
    /// Attribute names already given (each may appear once).
    seen_attrs: Vec<&'a str>,
}

pub(crate) struct Parser<'a> {
    lex: Lexer<'a>,
    comp_refs: Vec<CompRef<'a>>,
    /// Index of the computation and instruction being parsed (for `comp_refs`).
    cur_comp: usize,
    cur_instr: usize,
    /// How deeply tuple shapes are nested at the current position.
    depth: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            lex: Lexer::new(text),
            comp_refs: Vec::new(),
            cur_comp: 0,
            cur_instr: 0,
            depth: 0,
        }
    }

    // ---- token helpers ----

    fn peek(&mut self) -> Result<Token> {
        self.lex.peek()
    }

    fn peek_is(&mut self, kind: TokenKind) -> Result<bool> {
        Ok(self.peek()?.kind == kind)
    }

    fn peek_is_integer(&mut self) -> Result<bool> {
        let t = self.peek()?;
        Ok(t.kind == TokenKind::Word && parse_int(self.lex.text(t)).is_some())
    }

    fn peek_word_is(&mut self, word: &str) -> Result<bool> {
        let t = self.peek()?;
        Ok(t.kind == TokenKind::Word && self.lex.text(t) == word)
    }

    /// Consumes the next token if it is of `kind`.
    fn eat(&mut self, kind: TokenKind) -> Result<bool> {
        if self.peek_is(kind)? {
            self.lex.next()?;
            return Ok(true);
        }
        Ok(false)
    }

    /// How the next token reads in an error message.
    fn found(&mut self) -> String {
        match self.peek() {
            Ok(t) if t.kind == TokenKind::Eof => "end of input".to_string(),
            Ok(t) => {
                let text: String = self.lex.text(t).chars().take(40).collect();
                format!("'{text}'")
            }
            Err(e) => e.message,
        }
    }

    /// An error at the next token: "expected X, found Y".
    fn expected(&mut self, what: &str) -> Error {
        let found = self.found();
        let offset = self.peek().map(|t| t.start).unwrap_or(0);
        self.lex
            .error(offset, format!("expected {what}, found {found}"))
    }

    fn expect(&mut self, kind: TokenKind, context: &str) -> Result<Token> {
        if self.peek_is(kind)? {
            return self.lex.next();
        }
        let what = if context.is_empty() {
            kind.describe().to_string()
        } else {
            format!("{} {context}", kind.describe())
        };
        Err(self.expected(&what))
    }

    /// A word token: its text and offset.
    fn word(&mut self, what: &str) -> Result<(&'a str, usize)> {
        if self.peek_is(TokenKind::Word)? {
            let t = self.lex.next()?;
            return Ok((self.lex.text(t), t.start));
        }
        Err(self.expected(what))
    }

    /// A name, with XLA's optional `%` prefix removed.
    fn name(&mut self, what: &str) -> Result<(&'a str, usize)> {
        let (w, at) = self.word(what)?;
        let name = w.strip_prefix('%').unwrap_or(w);
        if name.is_empty() || name.contains('%') {
            return Err(self.lex.error(at, format!("expected {what}, found '{w}'")));
        }
        Ok((name, at))
    }

    fn span(&self, offset: usize) -> Span {
        self.lex.span(offset)
    }

    // ---- module structure ----

    fn module(mut self) -> Result<Module> {
        let (name, config) = self.header()?;
        let mut computations = Vec::new();
        let mut entry: Option<(usize, usize)> = None;
        let mut stack_frames = None;
        loop {
            let t = self.peek()?;
            if t.kind == TokenKind::Eof {
                break;
            }
            if self.peek_word_is("FileNames")? {
                if stack_frames.is_some() {
                    return Err(self.lex.error(t.start, "second FileNames section"));
                }
                stack_frames = Some(self.stack_frame_section()?.to_string());
                continue;
            }
            self.cur_comp = computations.len();
            let (comp, is_entry) = self.computation()?;
            if is_entry {
                if let Some((_, first)) = entry {
                    let line = self.span(first).line;
                    let msg = format!("second ENTRY computation (the first is on line {line})");
                    return Err(self.lex.error(t.start, msg));
                }
                entry = Some((computations.len(), t.start));
            }
            computations.push(comp);
        }
        let Some((entry, _)) = entry else {
            let at = self.lex.source().len();
            return Err(self
                .lex
                .error(at, "expected an ENTRY computation before end of input"));
        };
        self.resolve_computations(&mut computations)?;
        Ok(Module {
            name: name.to_string(),
            config,
            computations,
            entry: CompId(entry as u32),
            stack_frames,
        })
    }

    /// The stack frame index, verbatim: `FileNames`, `FunctionNames`, `FileLocations` and
    /// `StackFrames`, each followed by numbered entries (`1 "x.py"`, `1 {line=3 ...}`). XLA
    /// writes it between the header and the computations; after them is accepted too.
    fn stack_frame_section(&mut self) -> Result<&'a str> {
        let start = self.peek()?.start;
        let mut end = start;
        for (i, keyword) in ["FileNames", "FunctionNames", "FileLocations", "StackFrames"]
            .into_iter()
            .enumerate()
        {
            if !self.peek_word_is(keyword)? {
                return Err(self.expected(&format!("'{keyword}'")));
            }
            end = self.lex.next()?.end;
            while self.peek_is_integer()? {
                self.lex.next()?;
                end = if i < 2 {
                    self.expect(TokenKind::Str, &format!("in {keyword}"))?.end
                } else {
                    self.lex.raw_group()?;
                    self.lex.offset()
                };
            }
        }
        Ok(&self.lex.source()[start..end])
    }

    /// `HloModule name, key=value, ...`
    fn header(&mut self) -> Result<(&'a str, ModuleConfig)> {
        if !self.peek_word_is("HloModule")? {
            return Err(self.expected("'HloModule' at the start of the module"));
        }
        self.lex.next()?;
        let (name, _) = self.name("a module name after 'HloModule'")?;
        let mut config = ModuleConfig::default();
        while self.eat(TokenKind::Comma)? {
            let (key, at) = self.word("a module attribute name")?;
            self.expect(TokenKind::Equals, &format!("after '{key}'"))?;
            match key {
                "entry_computation_layout" => {
                    self.expect(TokenKind::LBrace, "to open entry_computation_layout")?;
                    config.entry_computation_layout = Some(self.program_shape()?);
                    self.expect(TokenKind::RBrace, "to close entry_computation_layout")?;
                }
                "is_scheduled" => config.is_scheduled = Some(self.bool_value()?),
                "input_output_alias" => {
                    config.input_output_alias = Some(self.lex.raw_group()?.to_string())
                }
                _ => {
                    if config.other.iter().any(|(k, _)| k == key) {
                        return Err(self
                            .lex
                            .error(at, format!("duplicate module attribute '{key}'")));
                    }
                    let value = self.raw_attr_value(key)?;
                    config.other.push((key.to_string(), value.to_string()));
                }
            }
        }
        Ok((name, config))
    }

    /// A raw attribute value (kept verbatim); an empty one is an error.
    fn raw_attr_value(&mut self, key: &str) -> Result<&'a str> {
        let at = self.peek().map(|t| t.start).unwrap_or(0);
        let value = self.lex.raw_value()?;
        if value.is_empty() {
            return Err(self.lex.error(at, format!("expected a value for '{key}'")));
        }
        Ok(value)
    }

    /// `[ENTRY] name [(signature) -> shape] [, attr=value]* { instructions }`
    fn computation(&mut self) -> Result<(Computation, bool)> {
        let is_entry = self.peek_word_is("ENTRY")?;
        if is_entry {
            self.lex.next()?;
        }
        let (name, name_at) = self.name("a computation name (or 'ENTRY')")?;
        let signature = if self.peek_is(TokenKind::LParen)? {
            Some(self.signature()?)
        } else {
            None
        };
        // XLA writes `execution_thread=` after the body; before it is accepted too.
        let mut attributes = self.computation_attributes()?;
        self.expect(TokenKind::LBrace, &format!("to open computation '{name}'"))?;
        let mut comp = self.body(name, name_at)?;
        attributes.extend(self.computation_attributes()?);
        comp.attributes = attributes;
        if let Some(signature) = signature {
            self.check_signature(&comp, &signature)?;
        }
        Ok((comp, is_entry))
    }

    /// `, key=value` pairs of a computation (`execution_thread="host"`).
    fn computation_attributes(&mut self) -> Result<Vec<(String, String)>> {
        let mut attributes = Vec::new();
        while self.eat(TokenKind::Comma)? {
            let (key, _) = self.word("a computation attribute name")?;
            self.expect(TokenKind::Equals, &format!("after '{key}'"))?;
            // One token (or group): anything longer could run into a body's `{`.
            let value = self.raw_token_or_group()?;
            attributes.push((key.to_string(), value.to_string()));
        }
        Ok(attributes)
    }

    /// The instructions of a computation up to its closing `}`, with names resolved.
    fn body(&mut self, name: &'a str, name_at: usize) -> Result<Computation> {
        let mut parsed: Vec<ParsedInstr<'a>> = Vec::new();
        let mut names: HashMap<&'a str, usize> = HashMap::new();
        let mut root: Option<usize> = None;
        while !self.eat(TokenKind::RBrace)? {
            if self.peek_is(TokenKind::Eof)? {
                return Err(self.expected(&format!("'}}' to close computation '{name}'")));
            }
            self.cur_instr = parsed.len();
            let p = self.instruction()?;
            if p.is_root {
                if let Some(first) = root {
                    let line = self.span(parsed[first].name_at).line;
                    let msg = format!(
                        "second ROOT in computation '{name}' (the first is on line {line})"
                    );
                    return Err(self.lex.error(p.name_at, msg));
                }
                root = Some(parsed.len());
            }
            if let Some(first) = names.insert(p.name, parsed.len()) {
                let line = self.span(parsed[first].name_at).line;
                let msg = format!(
                    "duplicate instruction name '{}' (first defined on line {line})",
                    p.name
                );
                return Err(self.lex.error(p.name_at, msg));
            }
            parsed.push(p);
        }
        if parsed.is_empty() {
            return Err(self
                .lex
                .error(name_at, format!("computation '{name}' has no instructions")));
        }
        let root = root.unwrap_or(parsed.len() - 1);
        self.finish_computation(name, name_at, parsed, &names, root)
    }

    /// Resolves operand and control-predecessor names and collects the parameters.
    fn finish_computation(
        &self,
        name: &str,
        name_at: usize,
        parsed: Vec<ParsedInstr<'a>>,
        names: &HashMap<&'a str, usize>,
        root: usize,
    ) -> Result<Computation> {
        let lookup = |(n, at): &(&'a str, usize)| -> Result<InstrId> {
            match names.get(n) {
                Some(&i) => Ok(InstrId(i as u32)),
                None => Err(self.lex.error(
                    *at,
                    format!("undefined instruction '{n}' in computation '{name}'"),
                )),
            }
        };
        let mut params: Vec<Option<InstrId>> = Vec::new();
        let mut instructions = Vec::with_capacity(parsed.len());
        for (i, p) in parsed.into_iter().enumerate() {
            let mut instr = p.instr;
            instr.operands = p.operands.iter().map(lookup).collect::<Result<_>>()?;
            instr.control_predecessors = p
                .control_predecessors
                .iter()
                .map(lookup)
                .collect::<Result<_>>()?;
            if let Some(n) = instr.attrs.parameter_number {
                self.add_parameter(&mut params, n, i, p.name_at)?;
            }
            instructions.push(instr);
        }
        let parameters = params
            .into_iter()
            .enumerate()
            .map(|(n, p)| {
                p.ok_or_else(|| {
                    self.lex.error(
                        name_at,
                        format!("computation '{name}' has no parameter({n})"),
                    )
                })
            })
            .collect::<Result<_>>()?;
        Ok(Computation {
            name: name.to_string(),
            instructions,
            parameters,
            root: InstrId(root as u32),
            attributes: Vec::new(),
            span: self.span(name_at),
        })
    }

    fn add_parameter(
        &self,
        params: &mut Vec<Option<InstrId>>,
        n: i64,
        i: usize,
        at: usize,
    ) -> Result<()> {
        let idx = usize::try_from(n)
            .ok()
            .filter(|&k| k <= 1 << 20)
            .ok_or_else(|| {
                self.lex
                    .error(at, format!("parameter number {n} out of range"))
            })?;
        if idx >= params.len() {
            params.resize(idx + 1, None);
        }
        if params[idx].is_some() {
            return Err(self.lex.error(at, format!("duplicate parameter({n})")));
        }
        params[idx] = Some(InstrId(i as u32));
        Ok(())
    }

    /// `(name: shape, ...) -> shape`.
    fn signature(&mut self) -> Result<Signature> {
        let at = self.expect(TokenKind::LParen, "")?.start;
        let mut params = Vec::new();
        if !self.eat(TokenKind::RParen)? {
            loop {
                self.name("a parameter name in the signature")?;
                self.expect(TokenKind::Colon, "after the parameter name")?;
                params.push(self.shape()?);
                if self.eat(TokenKind::RParen)? {
                    break;
                }
                self.expect(TokenKind::Comma, "or ')' in the signature")?;
            }
        }
        self.expect(TokenKind::Arrow, "after the signature's parameters")?;
        let result = self.shape()?;
        Ok(Signature { params, result, at })
    }

    /// The signature must agree with the parameters and the root (layouts aside).
    fn check_signature(&self, comp: &Computation, sig: &Signature) -> Result<()> {
        let name = &comp.name;
        if sig.params.len() != comp.parameters.len() {
            let (s, b) = (sig.params.len(), comp.parameters.len());
            let msg = format!("signature of '{name}' lists {s} parameters, the body has {b}");
            return Err(self.lex.error(sig.at, msg));
        }
        for (i, (want, p)) in sig.params.iter().zip(&comp.parameters).enumerate() {
            let actual = &comp.instr(*p).shape;
            if !want.compatible(actual) {
                let msg = format!(
                    "signature of '{name}' says parameter {i} is {want}, the body says {actual}"
                );
                return Err(self.lex.error(sig.at, msg));
            }
        }
        let root = &comp.root_instr().shape;
        if !sig.result.compatible(root) {
            let msg = format!(
                "signature of '{name}' says the result is {}, the root is {root}",
                sig.result
            );
            return Err(self.lex.error(sig.at, msg));
        }
        Ok(())
    }

    /// `[ROOT] name = shape opcode(operands), attr=value, ...`
    fn instruction(&mut self) -> Result<ParsedInstr<'a>> {
        let is_root = self.peek_word_is("ROOT")?;
        if is_root {
            self.lex.next()?;
        }
        let (name, name_at) = self.name("an instruction name")?;
        self.expect(
            TokenKind::Equals,
            &format!("after instruction name '{name}'"),
        )?;
        let shape = self.shape()?;
        let (op, op_at) = self.word("an opcode")?;
        let opcode = Opcode::from_name(op)
            .ok_or_else(|| self.lex.error(op_at, format!("unknown opcode '{op}'")))?;
        let mut instr = Instruction::new(name, opcode, shape, Vec::new());
        instr.span = self.span(name_at);
        self.expect(TokenKind::LParen, &format!("after opcode '{op}'"))?;
        let operands = match opcode {
            Opcode::Parameter => {
                instr.attrs.parameter_number = Some(self.int("a parameter number")?);
                self.expect(TokenKind::RParen, "after the parameter number")?;
                Vec::new()
            }
            Opcode::Constant => {
                instr.attrs.constant = Some(self.constant_value(&instr.shape)?);
                self.expect(TokenKind::RParen, "after the constant's value")?;
                Vec::new()
            }
            _ => self.operands()?,
        };
        if let Arity::Fixed(n) = opcode.arity() {
            if operands.len() != n && !matches!(opcode, Opcode::Parameter | Opcode::Constant) {
                let msg = format!("'{op}' takes {n} operand(s), got {}", operands.len());
                return Err(self.lex.error(op_at, msg));
            }
        }
        let mut p = ParsedInstr {
            instr,
            name,
            name_at,
            is_root,
            operands,
            control_predecessors: Vec::new(),
            seen_attrs: Vec::new(),
        };
        while self.eat(TokenKind::Comma)? {
            self.attribute(&mut p)?;
        }
        Ok(p)
    }

    /// Operand names up to `)`, each optionally preceded by its shape (`f32[4]{0} %a`).
    fn operands(&mut self) -> Result<Vec<(&'a str, usize)>> {
        let mut out = Vec::new();
        if self.eat(TokenKind::RParen)? {
            return Ok(out);
        }
        loop {
            if self.shape_follows()? {
                self.shape()?;
            }
            out.push(self.name("an operand name")?);
            if self.eat(TokenKind::RParen)? {
                return Ok(out);
            }
            self.expect(TokenKind::Comma, "or ')' after an operand")?;
        }
    }

    /// Fills every computation reference now that all computations are known.
    fn resolve_computations(&mut self, comps: &mut [Computation]) -> Result<()> {
        let mut by_name: HashMap<&str, usize> = HashMap::new();
        for (i, c) in comps.iter().enumerate() {
            if let Some(first) = by_name.insert(c.name.as_str(), i) {
                let line = comps[first].span.line;
                return Err(Error::new(
                    c.span,
                    format!(
                        "duplicate computation name '{}' (first defined on line {line})",
                        c.name
                    ),
                ));
            }
        }
        let mut fills = Vec::with_capacity(self.comp_refs.len());
        for r in &self.comp_refs {
            let id = by_name.get(r.name).copied().ok_or_else(|| {
                self.lex
                    .error(r.offset, format!("undefined computation '{}'", r.name))
            })?;
            fills.push((r.comp, r.instr, r.slot, CompId(id as u32)));
        }
        for (c, i, slot, id) in fills {
            let a = &mut comps[c].instructions[i].attrs;
            let target = match slot {
                CompSlot::ToApply => a.to_apply.as_mut(),
                CompSlot::Calls(k) => a.calls.as_mut().and_then(|v| v.get_mut(k)),
                CompSlot::Condition => a.condition.as_mut(),
                CompSlot::Body => a.body.as_mut(),
                CompSlot::Branch(k) => a.branch_computations.as_mut().and_then(|v| v.get_mut(k)),
                CompSlot::True => a.true_computation.as_mut(),
                CompSlot::False => a.false_computation.as_mut(),
                CompSlot::Select => a.select.as_mut(),
                CompSlot::Scatter => a.scatter.as_mut(),
            };
            if let Some(t) = target {
                *t = id;
            }
        }
        Ok(())
    }

    // ---- small values ----

    fn int(&mut self, what: &str) -> Result<i64> {
        let (w, at) = self.word(what)?;
        parse_int(w).ok_or_else(|| self.lex.error(at, format!("expected {what}, found '{w}'")))
    }

    fn bool_value(&mut self) -> Result<bool> {
        let (w, at) = self.word("'true' or 'false'")?;
        match w {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(self
                .lex
                .error(at, format!("expected 'true' or 'false', found '{w}'"))),
        }
    }

    /// `{1, 2, 3}` (possibly empty).
    fn int_list(&mut self) -> Result<Vec<i64>> {
        self.expect(TokenKind::LBrace, "to open a list of integers")?;
        let mut out = Vec::new();
        if self.eat(TokenKind::RBrace)? {
            return Ok(out);
        }
        loop {
            out.push(self.int("an integer")?);
            if self.eat(TokenKind::RBrace)? {
                return Ok(out);
            }
            self.expect(TokenKind::Comma, "or '}' in a list of integers")?;
        }
    }
}

/// A decimal (or `0x` hexadecimal) `i64`, optionally negative.
pub(crate) fn parse_int(w: &str) -> Option<i64> {
    let (neg, digits) = match w.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, w),
    };
    let magnitude: i128 = if let Some(hex) = digits.strip_prefix("0x") {
        i128::from_str_radix(hex, 16).ok()?
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        digits.parse().ok()?
    } else {
        return None;
    };
    i64::try_from(if neg { -magnitude } else { magnitude }).ok()
}
