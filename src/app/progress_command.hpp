// `marienbad progress`: the student's progress kept in the data directory (records/
// progress_file.hpp), as a table or as JSON (--json); and the keeper a session's courses write it
// through.
#pragma once

#include <memory>
#include <string>

#include "games/game_description.hpp"
#include "tutor/progress.hpp"

namespace marienbad {

// The report of `marienbad progress`: where it is kept, then the table; or the document (--json).
// UsageError when the file cannot be read.
std::string progress_report(const ParameterValues& values, const ReportContext& context);

// The keeper of this session's progress, in the data directory's file; a file that cannot be used
// is said in the first course's opening, and left as it is.
std::shared_ptr<ProgressKeeper> session_progress();

}  // namespace marienbad
