//! The peer benchmarks `kiln bench` compares against: `xla_bench.py` (XLA:CPU) and
//! `iree_bench.py` (IREE llvm-cpu), run as subprocesses; each prints one JSON object.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Peer {
    Xla,
    Iree,
}

impl Peer {
    /// The key of the peer's result in `kiln bench --json` (`xla`, `iree`).
    pub fn key(self) -> &'static str {
        match self {
            Peer::Xla => "xla",
            Peer::Iree => "iree",
        }
    }

    fn script_name(self) -> &'static str {
        match self {
            Peer::Xla => "xla_bench.py",
            Peer::Iree => "iree_bench.py",
        }
    }

    fn env_var(self) -> &'static str {
        match self {
            Peer::Xla => "KILN_XLA_BENCH",
            Peer::Iree => "KILN_IREE_BENCH",
        }
    }

    fn install_hint(self) -> &'static str {
        match self {
            Peer::Xla => "pip install jax",
            Peer::Iree => "pip install jax iree-base-compiler iree-base-runtime",
        }
    }

    /// The script to run: the flag, else the environment variable, else
    /// `../shared/tools/<script>` next to the repository (found from the current directory
    /// upwards, then from where this binary was built).
    pub fn script(self, flag: Option<&Path>) -> Result<PathBuf, String> {
        let explicit = flag
            .map(Path::to_path_buf)
            .or_else(|| std::env::var_os(self.env_var()).map(PathBuf::from));
        if let Some(path) = explicit {
            return if path.is_file() {
                Ok(path)
            } else {
                Err(format!("{}: no such file", path.display()))
            };
        }
        let relative = Path::new("shared/tools").join(self.script_name());
        let built_at = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..");
        let cwd = std::env::current_dir().unwrap_or_default();
        cwd.ancestors()
            .flat_map(|dir| [dir.join("..").join(&relative), dir.join(&relative)])
            .chain([built_at.join(&relative)])
            .find(|path| path.is_file())
            .ok_or_else(|| {
                format!(
                    "cannot find {} (looked for ../{} above the current directory); \
                     pass --{} PATH or set {}",
                    self.script_name(),
                    relative.display(),
                    self.script_name().trim_end_matches(".py").replace('_', "-"),
                    self.env_var()
                )
            })
    }

    /// Runs the script on `model` with `flags`; returns its JSON object.
    pub fn run(self, script: &Path, model: &Path, flags: &[String]) -> Result<Value, String> {
        let python = std::env::var("KILN_PYTHON").unwrap_or_else(|_| "python3".to_string());
        let output = Command::new(&python)
            .arg(script)
            .arg(model)
            .args(flags)
            .output()
            .map_err(|e| {
                format!(
                    "cannot run `{python}` for {}: {e} (set KILN_PYTHON)",
                    self.script_name()
                )
            })?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        if !output.status.success() {
            return Err(self.failure(&output.status.to_string(), &stderr));
        }
        let line = stdout
            .lines()
            .rev()
            .find(|line| line.trim_start().starts_with('{'))
            .ok_or_else(|| format!("{} printed no JSON object:\n{stdout}", self.script_name()))?;
        let value: Value = serde_json::from_str(line)
            .map_err(|e| format!("{} printed bad JSON ({e}): {line}", self.script_name()))?;
        if !value.is_object() || value.get("run_ms_median").is_none() {
            return Err(format!(
                "{} printed an unexpected result: {line}",
                self.script_name()
            ));
        }
        Ok(value)
    }

    /// A clear message for a failed run: a missing package gets an install hint; anything else
    /// shows the end of the script's stderr.
    fn failure(self, status: &str, stderr: &str) -> String {
        if let Some(missing) = stderr
            .lines()
            .find_map(|line| line.split("No module named ").nth(1))
        {
            return format!(
                "{} needs the Python module {} ({})",
                self.script_name(),
                missing.trim(),
                self.install_hint()
            );
        }
        let lines: Vec<&str> = stderr.lines().collect();
        let tail = lines[lines.len().saturating_sub(12)..].join("\n");
        format!("{} failed ({status}):\n{tail}", self.script_name())
    }
}
