/**
 * RabbitMQ topic matching: words are separated by dots, `*` stands for exactly one word and `#`
 * for zero or more words. The in-process transport uses it so both transports route alike.
 */
export function topicMatches(pattern: string, routingKey: string): boolean {
  return matchWords(pattern.split('.'), routingKey.split('.'));
}

function matchWords(pattern: string[], key: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return key.length === 0;
  if (head === '#') {
    for (let skipped = 0; skipped <= key.length; skipped += 1) {
      if (matchWords(rest, key.slice(skipped))) return true;
    }
    return false;
  }
  const [word, ...remaining] = key;
  if (word === undefined) return false;
  return (head === '*' || head === word) && matchWords(rest, remaining);
}
