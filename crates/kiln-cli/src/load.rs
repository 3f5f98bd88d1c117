//! Reading a module from a file: parse, then verify, with errors that name the file and place.

use kiln_hlo::{Error, Module, Span};
use std::path::Path;

/// Reads, parses and verifies an HLO text file. The error text is ready to print.
pub fn load_module(path: &Path) -> Result<Module, String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let text = match std::str::from_utf8(&bytes) {
        Ok(text) => text,
        Err(e) => return Err(non_utf8_error(&name, &bytes, e.valid_up_to()).to_string()),
    };
    let module =
        kiln_hlo::parse_module(text).map_err(|e| e.with_source(Some(&name), text).to_string())?;
    kiln_hlo::verify_module(&module).map_err(|e| e.with_source(Some(&name), text).to_string())?;
    Ok(module)
}

/// An error pointing at the first byte that is not UTF-8.
fn non_utf8_error(name: &str, bytes: &[u8], offset: usize) -> Error {
    let before = &bytes[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let col = offset - line_start + 1;
    let mut err = Error::new(
        Span::new(line as u32, col as u32),
        format!(
            "invalid UTF-8 byte 0x{:02x}; HLO text must be UTF-8",
            bytes[offset]
        ),
    );
    err.file = Some(name.to_string());
    err
}
