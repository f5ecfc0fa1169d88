// excerpt, one_line and character_at: what a message quotes of a text is one short printable
// line, whatever the text.
#include "core/excerpt.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marienbad {
namespace {

TEST(Excerpt, ShortTextsAreQuotedAsTheyAre) {
    EXPECT_EQ(excerpt(""), "");
    EXPECT_EQ(excerpt("3,x,5"), "3,x,5");
    EXPECT_EQ(excerpt("règle à côté"), "règle à côté");
}

TEST(Excerpt, LongTextsAreCutAfterTheMostCharacters) {
    const std::string long_text(100'000, '7');
    std::string cut(k_excerpt_characters, '7');
    cut.append("…");
    EXPECT_EQ(excerpt(long_text), cut);
    EXPECT_EQ(excerpt("abcdef", 3), "abc…");
    EXPECT_EQ(excerpt("abc", 3), "abc");
    // Characters are counted, not bytes.
    EXPECT_EQ(excerpt("ééééé", 4), "éééé…");
}

TEST(Excerpt, ControlCharactersAreShownAsEscapes) {
    EXPECT_EQ(excerpt("2\n3"), "2\\n3");
    EXPECT_EQ(excerpt("a\tb\rc"), "a\\tb\\rc");
    EXPECT_EQ(excerpt(std::string("a\0b", 3)), "a\\x00b");
    EXPECT_EQ(excerpt("\x1b[2J"), "\\x1b[2J");
    EXPECT_EQ(excerpt("\x7f"), "\\x7f");
    EXPECT_EQ(excerpt("\xc2\x85"), "\\xc2\\x85");  // U+0085, a C1 control
}

TEST(Excerpt, BytesThatAreNotUtf8AreShownAsCodes) {
    EXPECT_EQ(excerpt("\xff\xfe"), "\\xff\\xfe");
    EXPECT_EQ(excerpt("a\x80z"), "a\\x80z");                         // a stray continuation byte
    EXPECT_EQ(excerpt("\xc3"), "\\xc3");                             // cut short
    EXPECT_EQ(excerpt("\xc0\xaf"), "\\xc0\\xaf");                    // overlong
    EXPECT_EQ(excerpt("\xed\xa0\x80"), "\\xed\\xa0\\x80");           // a surrogate
    EXPECT_EQ(excerpt("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
    EXPECT_EQ(excerpt("\xf0\x9f\x8e\xb2"), "\xf0\x9f\x8e\xb2");      // U+1F3B2, a die
}

// What is shown is counted, not what was given: an escape is four characters of the few dozen
// (40 bytes that are not UTF-8 showed as 160 characters).
TEST(Excerpt, AnEscapeCountsAsTheCharactersItShows) {
    const std::string bytes(100, '\xa6');
    std::string cut;
    for (std::size_t i = 0; i < k_excerpt_characters / 4; ++i) {
        cut += "\\xa6";
    }
    EXPECT_EQ(excerpt(bytes), cut + "…");
    EXPECT_EQ(excerpt("ab\ncd", 4), "ab\\n…");
    EXPECT_EQ(excerpt("ab\ncd", 5), "ab\\nc…");
    EXPECT_EQ(character_count(excerpt(std::string(1000, '\x01'))), k_excerpt_characters + 1);
}

TEST(CharacterCount, CountsCharactersNotBytes) {
    EXPECT_EQ(character_count(""), 0U);
    EXPECT_EQ(character_count("é\xf0\x9f\x8e\xb2"
                              "a"),
              3U);
    EXPECT_EQ(character_count("\xff\xfe"), 2U);
}

TEST(OneLine, KeepsTheWholeTextOnOneLine) {
    const std::string long_text(1000, 'x');
    EXPECT_EQ(one_line(long_text), long_text);
    EXPECT_EQ(one_line("first\nsecond"), "first\\nsecond");
}

TEST(CharacterAt, IsTheWholeCharacterOrTheByteCode) {
    EXPECT_EQ(character_at("0.7é7", 3), "é");
    EXPECT_EQ(character_at("0.\xff", 2), "\\xff");
    EXPECT_EQ(character_at("0.7", 3), "");
}

}  // namespace
}  // namespace marienbad
