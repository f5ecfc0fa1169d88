// ProgressLine: how far a long computation is, on one line of a terminal's standard error,
// rewritten in place as it goes and wiped when the computation ends (docs/guide.md, "Limits"). Away
// from a terminal nothing is shown: a script reads only the result.
#pragma once

#include <iosfwd>
#include <string>

namespace marienbad {

class ProgressLine {
  public:
    // `terminal`: whether `errors` is a terminal; nothing is shown when it is not.
    ProgressLine(std::ostream& errors, bool terminal) : errors_(errors), terminal_(terminal) {}
    ~ProgressLine() { clear(); }
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // Replaces the line shown with `text`.
    void show(const std::string& text);
    // Wipes the line shown, if any.
    void clear();

  private:
    std::ostream& errors_;
    bool terminal_;
    std::size_t shown_ = 0;  // the characters of the line shown
};

}  // namespace marienbad
