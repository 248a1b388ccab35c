/**
 * The sample podcast feed, used when no feed URL is configured (the sandbox, a fresh stage). It is
 * a TypeScript string rather than an .xml file so every Lambda bundle includes it. The three newest
 * episodes play a few seconds of audio made in the repo (web/scripts/make-podcast-audio.ts), so
 * every state of the audio player can be tried; the others have no enclosure and show 'Audio
 * coming soon'. Descriptions carry the
 * kind of HTML real feeds do, and durations come both as seconds and as clock text.
 */
export const podcastSampleFeedXml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Insight to Execution</title>
    <description><![CDATA[<p>Conversations on strategy, enablement and execution for leaders of growing firms: how to find the market worth winning, build the engine that wins it, and keep it running.</p>]]></description>
    <language>en-us</language>
    <itunes:author>Strategy &amp; Growth Team</itunes:author>
    <itunes:category text="Business"/>
    <item>
      <title>Building a Growth Engine That Survives the Board Meeting</title>
      <enclosure url="/audio/sample-episode-1.wav" length="32044" type="audio/wav"/>
      <description><![CDATA[<p>Most growth plans stall between the strategy deck and the sales floor. We walk through the <strong>operating rhythm</strong> that turns market insight into pipeline:</p><ul><li>a sharp ideal customer profile</li><li>enablement reps actually use</li><li>weekly execution reviews</li></ul>]]></description>
      <itunes:duration>2135</itunes:duration>
      <itunes:episode>8</itunes:episode>
    </item>
    <item>
      <title>AI in the Sales Stack: Where It Pays Off First</title>
      <enclosure url="/audio/sample-episode-2.wav" length="32044" type="audio/wav"/>
      <description><![CDATA[<p>Lead scoring, call summaries, drafted follow-ups: which AI uses return their cost within a quarter, and which ones need clean data first. <em>Bring your CRM questions.</em></p>]]></description>
      <itunes:duration>00:41:08</itunes:duration>
    </item>
    <item>
      <title>Partner Programs That Scale Beyond the First Five Partners</title>
      <enclosure url="/audio/sample-episode-3.wav" length="32044" type="audio/wav"/>
      <description><![CDATA[<p>Choosing partners that add reach rather than noise, incentives both sides can live with, and measuring partner-sourced pipeline from day one.</p>]]></description>
      <itunes:duration>1722</itunes:duration>
    </item>
    <item>
      <title>Due Diligence Beyond the Spreadsheet</title>
      <description><![CDATA[<p>What buyers miss when diligence stops at the numbers: customer concentration, key-person risk, and the integration plan that should exist <em>before</em> signing.</p>]]></description>
      <itunes:duration>52:30</itunes:duration>
    </item>
    <item>
      <title>Entering a Regulated Market: Fintech Lessons</title>
      <description>Licensing, banking partners and compliance as a selling point: a field guide for firms moving into financial services &amp; payments.</description>
      <itunes:duration>1980</itunes:duration>
    </item>
    <item>
      <title>Operational Optimization Without the Layoff Headlines</title>
      <description><![CDATA[<p>Finding the 20% of processes that cost 80% of the time, and fixing them with the people who run them.</p>]]></description>
      <itunes:duration>01:05:12</itunes:duration>
    </item>
    <item>
      <title>Pricing for Enterprise Deals</title>
      <description><![CDATA[<p>Packaging, discounts and the procurement conversation: how to protect margin when deals get bigger and buyers get more sophisticated.</p>]]></description>
      <itunes:duration>1544</itunes:duration>
    </item>
    <item>
      <title>Welcome to Insight to Execution</title>
      <description><![CDATA[<p>Why we started this show, who it is for, and what you can expect from each episode.</p>]]></description>
      <itunes:duration>612</itunes:duration>
    </item>
  </channel>
</rss>
`;
