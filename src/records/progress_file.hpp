// The student's progress kept between sessions in the XDG data directory
// ($XDG_DATA_HOME/marienbad/progress.json, ~/.local/share/marienbad/progress.json when
// XDG_DATA_HOME is unset or not an absolute path). A missing file is no progress yet; a file that
// is not a progress document, or is damaged, is neither used nor ever replaced, and said once.
// Each change is written whole or not at all (records/safe_file.hpp), the directory made as needed.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "tutor/progress.hpp"

namespace marienbad {

// Where the progress file is, from XDG_DATA_HOME or HOME; none when neither says.
std::optional<std::string> progress_file_path();

// The progress in `path` (none: nothing kept); ProgressError saying the file and what is wrong
// for a file that cannot be read or is not a sound progress document.
Progress read_progress_file(const std::optional<std::string>& path);

// The keeper of the progress in `path`, loaded now, each change written to it. When the file
// cannot be used (unreadable, damaged, not a progress document), the keeper keeps the progress of
// this run only and `warning` says why, in one line; the first write that fails says so too.
std::shared_ptr<ProgressKeeper> progress_keeper_for(const std::optional<std::string>& path,
                                                    std::string& warning);

}  // namespace marienbad
